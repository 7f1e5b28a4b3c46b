/** jsdom has no Response; the code under test only reads ok, status and json(). */
export function fakeResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}
