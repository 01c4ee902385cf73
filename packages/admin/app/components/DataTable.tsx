import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import type { T } from '../i18n';

/**
 * The back office's one table, on TanStack Table (issue 20: no hand-written data grid). Sortable
 * columns sort the rows shown, with buttons in their headers (keyboard) and `aria-sort`; columns
 * can be hidden (a choice offered once the script runs: without it every column shows); paging
 * and filtering are the server's, in the URL.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  empty,
  t,
}: {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  empty: string;
  t: T;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualPagination: true,
  });
  return (
    <div className="table-block">
      {interactive && (
        <details className="column-choice">
          <summary>{t('columns')}</summary>
          <fieldset>
            <legend className="visually-hidden">{t('columns')}</legend>
            {table.getAllLeafColumns().map((column) => (
              <label key={column.id}>
                <input
                  type="checkbox"
                  checked={column.getIsVisible()}
                  disabled={!column.getCanHide()}
                  onChange={column.getToggleVisibilityHandler()}
                />{' '}
                {String(column.columnDef.meta ?? column.id)}
              </label>
            ))}
          </fieldset>
        </details>
      )}
      <div className="table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true" className="sort-mark">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                          {sorted && (
                            <span className="visually-hidden">
                              {' '}
                              ({sorted === 'asc' ? t('sortAscending') : t('sortDescending')})
                            </span>
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={table.getVisibleLeafColumns().length} className="empty">
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-label={String(cell.column.columnDef.meta ?? '')}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
