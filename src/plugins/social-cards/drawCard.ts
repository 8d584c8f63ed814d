/**
 * Draws a 1200 × 630 social card: the kind of page (or an article's category), its title and
 * the company's name, in the site's colours, over the page's own photo where it has one. satori
 * lays the card out as SVG with the Inter font from npm (@fontsource/inter), resvg renders it,
 * sharp writes the JPEG.
 */
import fs from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import sharp from 'sharp';
import {socialCardSize} from '../../lib/socialCards';

export type CardContent = {
  /** Small capitals above the title: "Case study", "Service", an article's category. */
  readonly kicker: string;
  readonly title: string;
  /** The line at the foot: the company's name. */
  readonly signature: string;
  /** A JPEG of the page's own photo (its cached size), drawn behind a dark veil. */
  readonly photoFile?: string;
};

/** The site's palette (src/css/custom.css): primary orange, near-black, light text. */
const colours = {primary: '#c2410c', dark: '#1c1917', light: '#ffffff', muted: '#e7e5e4'} as const;

const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const fonts = [400, 700].map((weight) => ({
  name: 'Inter',
  data: fs.readFileSync(fontFile(weight)),
  weight: weight as 400 | 700,
  style: 'normal' as const,
}));

const logo = `data:image/svg+xml;base64,${fs.readFileSync(path.join(__dirname, '../../../static/img/logo.svg')).toString('base64')}`;

type Node = {type: string; props: Record<string, unknown>};
const h = (type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type,
  props: {style, children: children.length === 1 ? children[0] : children},
});

/** The font size that keeps a title within three lines of the card's width. */
export function titleSize(title: string): number {
  return title.length > 70 ? 52 : title.length > 45 ? 60 : 68;
}

async function photoLayer(photoFile: string): Promise<Node> {
  const {width, height} = socialCardSize;
  const photo = await sharp(photoFile)
    .resize({width, height, fit: 'cover'})
    .jpeg({quality: 80})
    .toBuffer();
  return {
    type: 'img',
    props: {
      src: `data:image/jpeg;base64,${photo.toString('base64')}`,
      width,
      height,
      style: {position: 'absolute', top: 0, left: 0},
    },
  };
}

export async function drawCard(content: CardContent): Promise<Buffer> {
  const {width, height} = socialCardSize;
  const layers: Node[] = [];
  if (content.photoFile) {
    layers.push(await photoLayer(content.photoFile));
    layers.push(
      h('div', {
        position: 'absolute',
        top: 0,
        left: 0,
        width,
        height,
        backgroundImage:
          'linear-gradient(100deg, rgba(12,10,9,0.9) 0%, rgba(12,10,9,0.72) 60%, rgba(12,10,9,0.5) 100%)',
      }),
    );
  }
  const card = h(
    'div',
    {
      width,
      height,
      display: 'flex',
      position: 'relative',
      backgroundColor: colours.dark,
      fontFamily: 'Inter',
      color: colours.light,
    },
    ...layers,
    h(
      'div',
      {
        position: 'absolute',
        top: 72,
        left: 80,
        right: 80,
        bottom: 72,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      h(
        'div',
        {display: 'flex', flexDirection: 'column', gap: 28},
        h(
          'div',
          {display: 'flex'},
          h(
            'div',
            {
              backgroundColor: colours.primary,
              color: colours.light,
              fontSize: 26,
              fontWeight: 700,
              letterSpacing: 2,
              textTransform: 'uppercase',
              padding: '10px 20px',
              borderRadius: 8,
            },
            content.kicker,
          ),
        ),
        h(
          'div',
          {
            fontSize: titleSize(content.title),
            fontWeight: 700,
            lineHeight: 1.12,
            maxWidth: 1000,
            lineClamp: 3,
            display: 'block',
          },
          content.title,
        ),
      ),
      h(
        'div',
        {display: 'flex', alignItems: 'center', gap: 20, fontSize: 30, color: colours.muted},
        {type: 'img', props: {src: logo, width: 56, height: 56}},
        content.signature,
      ),
    ),
    h('div', {
      position: 'absolute',
      left: 0,
      bottom: 0,
      width,
      height: 12,
      backgroundColor: colours.primary,
    }),
  );
  const svg = await satori(card as never, {width, height, fonts});
  const png = new Resvg(svg, {fitTo: {mode: 'width', value: width}}).render().asPng();
  return sharp(png).jpeg({quality: 86, mozjpeg: true}).toBuffer();
}
