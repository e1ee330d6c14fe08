/** What the chaos server process (chaos-server.ts) and its parent (server-process.ts) say over IPC. */

/** Memory of the server process after full garbage collections, in bytes. */
export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export type ServerMessage = { type: 'ready'; url: string } | ({ type: 'memory'; id: number } & MemorySample);

export type ParentMessage = { type: 'memory'; id: number };
