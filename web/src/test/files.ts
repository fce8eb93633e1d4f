/** Files for upload tests (test-only module). */
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff, 0xe0];

function bytes(magic: readonly number[], size: number): Uint8Array<ArrayBuffer> {
  const content = new Uint8Array(new ArrayBuffer(size));
  content.set(magic.slice(0, size));
  return content;
}

/** A file that starts like a PNG, `size` bytes long. */
export const pngFile = (size = 1000, name = 'flag.png') =>
  new File([bytes(PNG_MAGIC, size)], name, { type: 'image/png' });
export const jpegFile = (size = 1000, name = 'flag.jpg') =>
  new File([bytes(JPEG_MAGIC, size)], name, { type: 'image/jpeg' });
/** A text file renamed .png: the browser calls it image/png. */
export const textAsPng = (name = 'notes.png') =>
  new File(['just some text, not an image'], name, { type: 'image/png' });
