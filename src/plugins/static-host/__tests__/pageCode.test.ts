/** @jest-environment node */
import {pageCode, unexpectedCode} from '../pageCode';

const colourMode = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
const allowed = new Set([colourMode]);
const page = (body: string) =>
  `<!doctype html><html><head><script type=application/ld+json>{"a":"\\u003c"}</script></head><body><script>${colourMode}</script>${body}<script src=/assets/js/main.js defer></script></body></html>`;

describe('pageCode', () => {
  it('finds inline scripts, skipping external scripts and data blocks', () => {
    const code = pageCode(
      page('<script type="module">import "x"</script><script type="application/json">{}</script>'),
    );
    expect(code.inlineScripts).toEqual([colourMode, 'import "x"']);
  });

  it('ends a script where a browser ends it, whatever JSON meant', () => {
    const injected = page(
      '<script type="application/ld+json">{"name":"Mall </script><script>window.__pwned=1</script>"}</script>',
    );
    expect(pageCode(injected).inlineScripts).toContain('window.__pwned=1');
  });

  it('finds scripts in SVG and in templates too', () => {
    const code = pageCode(
      page('<svg><script>alert(1)</script></svg><template><script>alert(2)</script></template>'),
    );
    expect(code.inlineScripts).toEqual(expect.arrayContaining(['alert(1)', 'alert(2)']));
  });
});

describe('unexpectedCode', () => {
  it('passes a page with only the scripts the build writes', () => {
    expect(unexpectedCode('index.html', page('<p>Hello</p>'), allowed)).toEqual([]);
  });

  it('refuses a foreign inline script, naming the file and the start of the script', () => {
    expect(
      unexpectedCode(
        'case-study/broadwalkmall.html',
        page('<script>window.__pwned=1</script>'),
        allowed,
      ),
    ).toEqual([
      'case-study/broadwalkmall.html: an inline script the build does not write: window.__pwned=1',
    ]);
  });

  it('refuses an inline event handler, quoted or not', () => {
    expect(
      unexpectedCode(
        'a.html',
        page('<img src=x onerror=alert(1)><b ONCLICK="go()">b</b>'),
        allowed,
      ),
    ).toEqual([
      'a.html: an inline event handler: <img onerror="alert(1)">',
      'a.html: an inline event handler: <b onclick="go()">',
    ]);
  });

  it('refuses javascript: addresses, however they are spaced or cased', () => {
    expect(
      unexpectedCode(
        'a.html',
        page('<a href=" JavaScript:alert(1)">x</a><a href="java\tscript:alert(2)">y</a>'),
        allowed,
      ),
    ).toHaveLength(2);
  });

  it('leaves text that merely shows markup alone', () => {
    const shown =
      '&lt;/script&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(1)&gt; javascript:alert(1)';
    expect(
      unexpectedCode('a.html', page(`<h1>${shown}</h1><meta content="${shown}">`), allowed),
    ).toEqual([]);
  });
});
