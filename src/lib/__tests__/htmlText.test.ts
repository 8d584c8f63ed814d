import {htmlText, plainText} from '../htmlText';

describe('htmlText', () => {
  it('writes markup a writer typed as text an HTML reader shows literally', () => {
    const typed = `Slab </script><script>x=1</script> "><img src=x onerror=y> & 'z'`;
    const html = htmlText(typed);
    expect(html).not.toMatch(/[<>"']/);
    expect(new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body.textContent).toBe(
      typed,
    );
  });

  it('is undone exactly by plainText, even for text that already looked escaped', () => {
    for (const typed of [
      'Tom &amp; Jerry',
      'a &lt; b',
      'KSh 3.2 billion',
      '"quoted" & \'single\'',
    ]) {
      expect(plainText(htmlText(typed))).toBe(typed);
    }
  });
});
