/** Photos made in the test: a phone-sized JPEG with texture and noise, and smaller ones. */
import sharp from 'sharp';

/** A width × height JPEG with gradients, texture and sensor-like noise, as a phone takes. */
export async function phonePhoto(
  width = 4000,
  height = 3000,
  {orientation, seed: start = 7}: {orientation?: number; seed?: number} = {},
): Promise<Buffer> {
  // Math read once: in a test runner's sandbox every global looked up in this 12-million-pixel
  // loop goes through the sandbox's global object, ten times slower than a local binding.
  const {sin, cos} = Math;
  const pixels = new Uint8ClampedArray(width * height * 3);
  let seed = start;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 28;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const texture = ((x >> 5) + (y >> 5)) % 7 === 0 ? 40 * sin(x / 3) * cos(y / 4) : 0;
      const n = noise();
      pixels[i] = 120 + 80 * sin(x / 600) + texture + n;
      pixels[i + 1] = 110 + 60 * cos(y / 500) + texture + n;
      pixels[i + 2] = 90 + 70 * sin((x + y) / 900) + n;
    }
  }
  const image = sharp(Buffer.from(pixels.buffer), {raw: {width, height, channels: 3}});
  return (orientation ? image.withMetadata({orientation}) : image).jpeg({quality: 95}).toBuffer();
}
