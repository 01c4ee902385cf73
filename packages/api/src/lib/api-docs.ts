/**
 * /api/docs: a readable reference of the API, rendered on the server from the OpenAPI
 * document (no scripts, so it works under the API's strict Content-Security-Policy).
 */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { description?: string }>;
}
export interface OpenApiDocument {
  info: { title: string; version: string };
  paths?: Record<string, Record<string, Operation>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function renderOperation(path: string, method: string, operation: Operation): string {
  const parameters = (operation.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
    )
    .join('');
  const body = Object.keys(operation.requestBody?.content ?? {});
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) => `<li><strong>${status}</strong> ${escapeHtml(response.description ?? '')}</li>`)
    .join('');
  const id = `${method}-${path}`.replace(/[^\w-]+/g, '-');
  return `<section class="op" id="${id}">
<h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}${operation.description ? `<p class="d">${escapeHtml(operation.description)}</p>` : ''}
${parameters ? `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>meaning</th></tr></thead><tbody>${parameters}</tbody></table>` : ''}
${body.length ? `<p>Body: ${body.map((type) => `<code>${escapeHtml(type)}</code>`).join(', ')}</p>` : ''}
<ul class="r">${responses}</ul>
</section>`;
}

export function renderApiDocs(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(path, method, operation)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}: API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1000px;padding:24px;color:#1f1b1a}h1{margin:0 0 4px}
nav{columns:3;margin:16px 0 32px}h2{margin-top:40px;border-bottom:1px solid #ddd}.op{border:1px solid #e5e0dc;border-radius:6px;padding:8px 16px;margin:12px 0}
h3{font-size:16px;margin:8px 0}.m{display:inline-block;min-width:56px;padding:2px 6px;border-radius:4px;color:#fff;font-size:12px;text-align:center}
.m-get{background:#2f6f4f}.m-post{background:#1a5fb4}.m-put,.m-patch{background:#8a5a2b}.m-delete{background:#b3261e}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border-top:1px solid #eee;padding:4px 8px;text-align:left;vertical-align:top}.d{color:#5f5753}</style>
</head><body><h1>${escapeHtml(document.info.title)}</h1><p>Version ${escapeHtml(document.info.version)}. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav>${tags.map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join('<br>')}</nav>
${tags.map((tag) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
</body></html>`;
}
