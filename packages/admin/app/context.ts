/** A transport that answers an API request: in-process on our server, `fetch` elsewhere. */
export type ApiTransport = (request: Request) => Promise<Response>;

/**
 * What the server hands every loader and action of the back office (DESIGN §2: the admin never
 * imports the api). Not merged into React Router's AppLoadContext, which is the storefront's:
 * routes read it through `adminContext()`.
 */
export type AdminLoadContext = {
  requestId: string;
  /** The staff member's address, forwarded to the API for rate limits. */
  clientIp: string;
  /** The CSP nonce of this response's inline scripts. */
  nonce?: string;
  apiTransport: ApiTransport;
};

export function adminContext(context: unknown): AdminLoadContext {
  return context as AdminLoadContext;
}
