// Request addresses as the log writes them: secrets that travel in a URL (a ticket being revoked, a
// set-password link's token, a shared dashboard's token) are masked, so no log line can sign anybody in.
export function redactUrl(url: string): string {
  return url
    .replace(/TGT-[A-Za-z0-9_-]+/g, 'TGT-***')
    // A shared dashboard's read-only link.
    .replace(/(\/dashboard\/shared\/)[^/?#]+/g, '$1***')
    .replace(/([?&](?:token|password|_csrf)=)[^&#]*/gi, '$1***');
}
