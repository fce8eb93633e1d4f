/**
 * A minimal baseline JPEG for tests and demo data (an 8×8 grey square, decodable by any reader), with
 * the metadata a phone writes when asked: EXIF with the orientation, the camera and a GPS position,
 * XMP with the same position, a comment, and a second picture after the end of the image. Built from
 * bytes so that the tests of the wall photos' metadata removal need no binary fixtures.
 */

/** Where the photo was "taken": the EXIF GPS position (degrees, minutes, seconds as rationals). */
const GPS_POSITION = { latitude: [52, 31, 12], longitude: [13, 24, 36] } as const;
/** Text only the metadata holds, to look for in the bytes. */
export const METADATA_MARKERS = ['GPS-camera-model', 'exif:GPSLatitude', 'secret comment', 'TRAILING-PICTURE'];

const segment = (marker: number, data: Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/** A big-endian TIFF IFD entry: tag, type, count, value or offset. */
const entry = (tag: number, type: number, count: number, value: number): Buffer => {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt16BE(tag, 0);
  bytes.writeUInt16BE(type, 2);
  bytes.writeUInt32BE(count, 4);
  if (type === 3 && count === 1) bytes.writeUInt16BE(value, 8);
  else bytes.writeUInt32BE(value, 8);
  return bytes;
};

const ifd = (entries: readonly Buffer[]): Buffer => {
  const count = Buffer.alloc(2);
  count.writeUInt16BE(entries.length, 0);
  return Buffer.concat([count, ...entries, Buffer.alloc(4)]);
};

const rationals = (values: readonly number[]): Buffer => {
  const bytes = Buffer.alloc(values.length * 8);
  values.forEach((value, i) => {
    bytes.writeUInt32BE(value, i * 8);
    bytes.writeUInt32BE(1, i * 8 + 4);
  });
  return bytes;
};

/** An EXIF TIFF structure: IFD0 (orientation, camera model, GPS pointer) and a GPS IFD with a position. */
export function exifTiff(orientation: number): Buffer {
  const model = Buffer.from(`${METADATA_MARKERS[0]}\0`, 'latin1');
  // Layout: header (8), IFD0 (2 + 3×12 + 4 = 42), GPS IFD (2 + 4×12 + 4 = 54), model, latitude, longitude.
  const ifd0At = 8;
  const gpsAt = ifd0At + 42;
  const modelAt = gpsAt + 54;
  const latitudeAt = modelAt + model.length;
  const longitudeAt = latitudeAt + 24;
  const header = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, ifd0At]);
  const ifd0 = ifd([
    entry(0x0110, 2, model.length, modelAt),
    entry(0x0112, 3, 1, orientation),
    entry(0x8825, 4, 1, gpsAt),
  ]);
  const gps = ifd([
    entry(0x0001, 2, 2, 0x4e000000), // GPSLatitudeRef 'N'
    entry(0x0002, 5, 3, latitudeAt),
    entry(0x0003, 2, 2, 0x45000000), // GPSLongitudeRef 'E'
    entry(0x0004, 5, 3, longitudeAt),
  ]);
  return Buffer.concat([header, ifd0, gps, model, rationals(GPS_POSITION.latitude), rationals(GPS_POSITION.longitude)]);
}

/** The image itself: quantization and Huffman tables, an 8×8 grey frame and its one scan. */
function greySquare(): Buffer[] {
  const dqt = segment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]));
  const sof0 = segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]));
  // One code each: DC category 0 ('0'), AC end of block ('0').
  const table = (classAndId: number) =>
    segment(0xc4, Buffer.concat([Buffer.from([classAndId, 1]), Buffer.alloc(15), Buffer.from([0x00])]));
  const sos = segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
  // DC difference 0, end of block, padded with ones.
  return [dqt, sof0, table(0x00), table(0x10), sos, Buffer.from([0x3f]), Buffer.from([0xff, 0xd9])];
}

/** The 8×8 grey JPEG with no metadata but JFIF. */
export function plainJpeg(): Buffer {
  const jfif = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, ...greySquare()]);
}

/** The 8×8 grey JPEG as a phone writes it: EXIF with GPS (and `orientation`), XMP, a comment, a trailing picture. */
export function jpegWithGps(orientation = 6): Buffer {
  const jfif = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
  const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff(orientation)]));
  const xmp = segment(
    0xe1,
    Buffer.from(
      `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><rdf:Description ${METADATA_MARKERS[1]}="52,31.2N"/></x:xmpmeta>`,
      'latin1',
    ),
  );
  const comment = segment(0xfe, Buffer.from(METADATA_MARKERS[2]!, 'latin1'));
  const trailing = Buffer.from(METADATA_MARKERS[3]!, 'latin1');
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, exif, xmp, comment, ...greySquare(), trailing]);
}
