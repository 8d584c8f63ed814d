/** @jest-environment node */
import {unexpectedMarkup, writersContentElements} from '../pageMarkup';

const map = 'https://www.google.com';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><style>.a{}</style></head><body>${body}</body></html>`;
const photos = 'https://images.unsplash.com';
const check = (body: string) =>
  unexpectedMarkup('insights/x.html', page(body), {mapOrigin: map, photoOrigin: photos});
const article = (inside: string) =>
  `<div data-writers-content><div class=markdown>${inside}</div></div>`;

describe('unexpectedMarkup', () => {
  it('passes an article of Markdown as the theme draws it, the site forms and the map', () => {
    expect(
      check(
        `${article(
          '<h2 id=a>Costs</h2><p>Cement <abbr title="National Construction Authority">NCA</abbr></p><p><a href="/insights/construction-permits-guide#costs">Permits</a> <a href="https://nca.go.ke/">NCA</a> <a href="#costs">Costs</a> <a href="mailto:info@example.co.ke">Write</a></p><figure><picture><source srcset="/img/photos/ab12-320.webp 320w, /img/photos/ab12-640.webp 640w"><img src="https://images.unsplash.com/photo-1?w=640" alt=""></picture><figcaption>Site</figcaption></figure><div class="theme-admonition"><span><svg><path d=""></path></svg></span></div><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>',
        )}<ul class=table-of-contents data-writers-content><li><a href="#a">Costs</a></li></ul><form data-site-form aria-label=Quote></form><iframe src="${map}/maps/embed?pb=x"></iframe><link rel=preload as=image href=/img/a.jpg>`,
      ),
    ).toEqual([]);
  });

  it.each([
    ['<style>', '<style>body{display:none}</style>', "insights/x.html: <style> in the page's body"],
    [
      '<meta http-equiv=refresh>',
      '<meta http-equiv=refresh content="0;url=https://evil.example">',
      "insights/x.html: <meta http-equiv content> in the page's body",
    ],
    [
      '<base>',
      '<base href="https://evil.example/">',
      "insights/x.html: <base href> in the page's body",
    ],
    ['<object>', '<object data=x></object>', "insights/x.html: <object data> in the page's body"],
    ['<embed>', '<embed src=x>', "insights/x.html: <embed src> in the page's body"],
    [
      'a stylesheet link',
      '<link rel=stylesheet href=https://evil.example/a.css>',
      "insights/x.html: <link rel href> in the page's body",
    ],
    [
      'a form that is not the site’s',
      '<form action=https://evil.example><input name=p></form>',
      "insights/x.html: a form that is not one of the site's own",
    ],
    [
      'a frame that is not the map',
      '<iframe srcdoc="<script>x</script>"></iframe>',
      'insights/x.html: a frame that is not the map: <iframe srcdoc>',
    ],
    [
      'a frame of another host named like the map',
      `<iframe src="${map}.evil.example/"></iframe>`,
      'insights/x.html: a frame that is not the map: <iframe src>',
    ],
  ])('refuses %s anywhere in the body', (_name, body, problem) => {
    expect(check(`<main>${body}</main>`)).toEqual([problem]);
  });

  it.each(
    ['video', 'input', 'select', 'textarea', 'iframe', 'script', 'noscript'].filter(
      (tag) => !writersContentElements.has(tag) || tag === 'input',
    ),
  )('refuses <%s> inside a writer’s content', (tag) => {
    const problems = check(article(`<p>Words</p><${tag}></${tag}>`));
    if (tag === 'input') {
      // A task list's checkbox: Markdown makes it.
      expect(problems).toEqual([]);
    } else {
      expect(problems).toContain(`insights/x.html: <${tag}> in a writer's content`);
    }
  });

  it.each([
    [
      'a file the build published',
      '<a href=/assets/files/passwd-4f88.bin>x</a>',
      'a link to "/assets/files/passwd-4f88.bin"',
    ],
    [
      'a script of the site',
      '<a href="/assets/js/main.js">x</a>',
      'a link to "/assets/js/main.js"',
    ],
    [
      'a photo inlined as data',
      '<img src="data:;base64,dm0K" alt="">',
      'a photo from "data:;base64,dm0K"',
    ],
    [
      'a photo of another host',
      '<img src="https://evil.example/t.gif" alt="">',
      'a photo from "https://evil.example/t.gif"',
    ],
    [
      'a size of a photo from elsewhere',
      '<picture><source srcset="/img/photos/a-320.webp 320w, /assets/images/x.svg 640w"></picture>',
      'a photo from "/assets/images/x.svg"',
    ],
  ])('refuses %s in a writer’s content', (_name, inside, problem) => {
    expect(check(article(inside))).toEqual([`insights/x.html: ${problem} in a writer's content`]);
  });
});
