/** A function's JSON answer. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      // Visitors' names and numbers: kept by no cache on the way or in the browser.
      'Cache-Control': 'no-store',
    },
  });
