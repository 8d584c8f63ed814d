import type {ReactNode} from 'react';
import type {TOCItem} from '@docusaurus/mdx-loader';

/** The theme's TOC list, flat: one link per heading with the classes it is given. */
export default function TOCItems({
  toc,
  className,
  linkClassName,
}: {
  toc: readonly TOCItem[];
  className?: string;
  linkClassName?: string;
}): ReactNode {
  return (
    <ul className={className}>
      {toc.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={linkClassName}>
            {item.value}
          </a>
        </li>
      ))}
    </ul>
  );
}
