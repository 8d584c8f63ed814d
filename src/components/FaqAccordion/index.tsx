import {useId, useState, type ReactNode} from 'react';
import {useRovingIndex} from '@site/src/lib/hooks/useRovingIndex';
import styles from './styles.module.css';

export type Faq = {readonly question: string; readonly answer: string};

export type FaqAccordionProps = {
  readonly items: readonly Faq[];
  /** Level of the heading that wraps each question, to fit the page outline. */
  readonly headingLevel?: 2 | 3 | 4;
};

/**
 * WAI-ARIA accordion: each question is a button in a heading, with aria-expanded and
 * aria-controls; none is open at first, opening one closes the other, and clicking the open
 * one closes it. Arrow keys, Home and End move between questions.
 */
export default function FaqAccordion({items, headingLevel = 3}: FaqAccordionProps): ReactNode {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const roving = useRovingIndex(items.length, 'vertical');
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={styles.item} data-state={open ? 'open' : 'closed'}>
            <Heading className={styles.heading}>
              <button
                ref={roving.itemRef(index)}
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(event) => roving.onKeyDown(event, index)}>
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
