/** @jest-environment node */
import {figureTransform} from '../remarkFigure';

const image = {type: 'image'};
const caption = {type: 'emphasis', children: [{type: 'text', value: 'Cube tests on site.'}]};
const newline = {type: 'text', value: '\n'};

describe('remarkFigure', () => {
  it('turns an image followed by an emphasised line into a figure with a caption', () => {
    const paragraph = {type: 'paragraph', children: [image, newline, caption]};
    figureTransform({type: 'root', children: [paragraph]});
    expect(paragraph).toEqual({
      type: 'paragraph',
      data: {hName: 'figure'},
      children: [image, {...caption, data: {hName: 'figcaption'}}],
    });
  });

  it('leaves other paragraphs alone', () => {
    const prose = {type: 'paragraph', children: [{type: 'text', value: 'Some '}, caption]};
    const lonelyImage = {type: 'paragraph', children: [{type: 'image'}]};
    const tree = {type: 'root', children: [prose, lonelyImage]};
    const before = JSON.stringify(tree);
    figureTransform(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
