/** Classic ways to run script through CMS HTML (OWASP filter evasion cheat sheet). */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '"><script>alert(1)</script>',
  '<a href="//evil.example">protocol-relative</a>',
];

/** True when the HTML could still run script in a browser. */
export function isDangerous(html: string): boolean {
  return /<script|<iframe|<svg|<object|<form|<style|\son\w+\s*=|jav[\s\S]{0,8}?ascript:|data:text|href="\/\//i.test(
    html,
  );
}
