import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import cardText from '@site/src/css/cardText.module.css';
import {desktopMedia} from '@site/src/data/breakpoints';

export type Offering = {
  readonly title: string;
  readonly description: string;
  readonly image: string;
};

export default function OfferingGrid({items}: {readonly items: readonly Offering[]}): ReactNode {
  return (
    <CardGrid minColumn="18rem">
      {items.map((item) => (
        <Card
          key={item.title}
          image={{
            src: item.image,
            width: 640,
            height: 400,
            sizes: `${desktopMedia} 33vw, 100vw`,
          }}>
          <h3 className={cardText.title}>{item.title}</h3>
          <p className={cardText.description}>{item.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
