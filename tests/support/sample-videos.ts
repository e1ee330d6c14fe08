/**
 * The smallest files the server's content checks take as videos, built by their structure (for
 * upload tests): an MP4 by its boxes, a WebM by its EBML elements. Neither holds real frames.
 */

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An MP4: `ftyp`, a `moov` with a `seconds`-long `mvhd`, and `mdat` padding. */
export function sampleMp4(seconds = 5, padding = 2000): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', mvhd)),
    box('mdat', Buffer.alloc(padding, 3)),
  ]);
}

/** An EBML element: its id's bytes, an 8-byte size (or "unknown"), the body. */
function element(id: number[], body: Buffer | null): Buffer {
  const size = Buffer.alloc(8);
  if (body === null) size.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  else {
    size.writeUInt32BE(0x01000000, 0);
    size.writeUInt32BE(body.length, 4);
  }
  return Buffer.concat([Buffer.from(id), size, body ?? Buffer.alloc(0)]);
}

/**
 * A WebM: EBML header (DocType `webm`), a Segment of unknown size (as a browser records it) with
 * Info (`seconds` long), Tracks with one entry, and a Cluster of padding.
 */
export function sampleWebm(seconds = 5, docType = 'webm', padding = 2000): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const scale = Buffer.alloc(3);
  scale.writeUIntBE(1_000_000, 0, 3);
  return Buffer.concat([
    element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from(docType, 'latin1'))),
    element([0x18, 0x53, 0x80, 0x67], null),
    element(
      [0x15, 0x49, 0xa9, 0x66],
      Buffer.concat([element([0x2a, 0xd7, 0xb1], scale), element([0x44, 0x89], duration)]),
    ),
    element([0x16, 0x54, 0xae, 0x6b], element([0xae], element([0xd7], Buffer.from([1])))),
    element([0x1f, 0x43, 0xb6, 0x75], null),
    Buffer.alloc(padding, 7),
  ]);
}
