import {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
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
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const focusAt = (index: number) => {
    const count = items.length;
    buttons.current[(index + count) % count]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusAt(target);
    }
  };

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
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}>
                <span>{item.question}</span>
                <span className={clsx(styles.icon, open && styles.iconOpen)} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
