/** Tencent's reference TLS-sig v2 signer (CommonJS, untyped): only what the signer's test calls. */
declare module 'tls-sig-api-v2' {
  export class Api {
    constructor(sdkappid: number, key: string);
    genUserSig(userid: string, expire: number): string;
  }
}
