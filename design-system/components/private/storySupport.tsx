import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../../theme/vars.css';

/** How the stories show an inverse tone: on the dark surface it is made for. */
export const inverseSurface = {
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  padding: vars.space.medium,
} as const;

const cell = { padding: '0.5rem', textAlign: 'left', verticalAlign: 'top' } as const;

export interface StoryMatrixProps<Row extends string, Column extends string> {
  caption: string;
  /** The first column's header: what the rows are (`Variant`). */
  rowHeader: string;
  rows: readonly Row[];
  columns: readonly Column[];
  renderCell: (row: Row, column: Column) => ReactNode;
  /** A row's own style, such as an inverse tone's surface. @default none */
  rowStyle?: (row: Row) => CSSProperties | undefined;
}

/** The matrix stories' table: every value of one option (a row each) in every value of another. */
export function StoryMatrix<Row extends string, Column extends string>({ caption, rowHeader, rows, columns, renderCell, rowStyle }: StoryMatrixProps<Row, Column>) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            {rowHeader}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" style={cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row} style={rowStyle?.(row)}>
            <th scope="row" style={cell}>
              {row}
            </th>
            {columns.map((column) => (
              <td key={column} style={cell}>
                {renderCell(row, column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
