import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
}

interface TabStripProps<K extends string | number> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tabs' ids: `${idPrefix}-${key}`. */
  idPrefix: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** Id of the panel the tabs control. */
  controls: string;
  className?: string;
}

/** A WAI-ARIA tab list: one tab in the tab order, arrows, Home and End move and select. */
export function TabStrip<K extends string | number>(props: TabStripProps<K>) {
  const { items, selected, onSelect } = props;
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? Math.min(last, index + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    onSelect(item.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={props.label} className={props.className} ref={list}>
      {items.map((item, index) => {
        const isSelected = item.key === selected;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${props.idPrefix}-${item.key}`}
            aria-selected={isSelected}
            aria-controls={props.controls}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
