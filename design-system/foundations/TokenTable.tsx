/** The tables every foundations page is made of: a token's name, its value, and what it looks like. */
import type { CSSProperties, ReactNode } from 'react';
import * as styles from './foundations.css';

/** A record's keys, typed as its keys. */
export const keys = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

/** A captioned table of tokens with column headings: every foundations page is one or more. */
export function TokenTable({ caption, headings, children }: { caption: ReactNode; headings: readonly string[]; children: ReactNode }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** One token: its name and value in code type, then what it looks like. */
export function TokenRow({ name, value, sampleStyle, children }: { name: string; value: string; sampleStyle?: CSSProperties; children: ReactNode }) {
  return (
    <tr>
      <td className={styles.code}>{name}</td>
      <td className={styles.code}>{value}</td>
      <td style={sampleStyle}>{children}</td>
    </tr>
  );
}

export const tokenHeadings = ['Token', 'Value', 'Sample'] as const;
