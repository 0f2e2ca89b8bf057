/**
 * The API answers the server embedded in the page it sent (`<script type="application/json"
 * id="page-data">`, the server's http/page-head.ts): the same answers the page's first render asks
 * for, read by the server once for the HTML it wrote. The first GET of each such URL takes its
 * answer from here instead of the network; every later one (a refresh, another visit of the page
 * in this tab) asks the server as usual. On the server (entry-server.tsx) the same map holds the
 * answers of the request being rendered, set before each render.
 */
let answers: Map<string, unknown> | undefined;

function embedded(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
  if (element?.textContent) {
    try {
      for (const [url, data] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>)) answers.set(url, data);
    } catch {
      /* a page without usable answers: the client asks for them */
    }
  }
  return answers;
}

/** The server's render: the answers its request read, in place of the previous request's. */
export function setAnswers(data: Record<string, unknown>): void {
  answers = new Map(Object.entries(data));
}

/** The embedded answer for this URL (path and query, as the client builds it), once; undefined when there is none (left). */
export function takeEmbeddedAnswer(url: string): { data: unknown } | undefined {
  const all = embedded();
  if (!all.has(url)) return undefined;
  const data = all.get(url);
  all.delete(url);
  return { data };
}
