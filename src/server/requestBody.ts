/** A request's body, read no further than its endpoint allows. Pure. */

export type BoundedBody =
  {readonly text: string} | {readonly refused: 'too-large'} | {readonly refused: 'not-utf-8'};

/**
 * The body as text, or why not: larger than `maxBytes`, or not UTF-8. A declared length is
 * checked before anything is read, and the stream is read only that far, since a sender can omit
 * the length or give a false one.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<BoundedBody> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && !(/^\d+$/.test(declared) && Number(declared) <= maxBytes)) {
    return {refused: 'too-large'};
  }
  if (!request.body) {
    return {text: ''};
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) {
      break;
    }
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return {refused: 'too-large'};
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return {text: new TextDecoder('utf-8', {fatal: true}).decode(bytes)};
  } catch {
    return {refused: 'not-utf-8'};
  }
}
