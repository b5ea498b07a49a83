"use client";

import * as React from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { Check, ChevronsUpDown } from "lucide-react";

import { cn } from "@/lib/utils";

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  /** The text box's id (a <Label htmlFor> names it). */
  id?: string;
  /** The chosen option's value ("" for none). */
  value: string;
  /** The chosen option's label, shown in the box while it is not being typed in. */
  selectedLabel?: string;
  onChange: (value: string, label: string) => void;
  /** Options for the typed text (a server search); called after a short pause, stale answers are dropped. */
  search: (query: string) => Promise<ComboboxOption[]>;
  /** A first option that clears the choice (e.g. "No hotel"); none when absent. */
  emptyLabel?: string;
  placeholder?: string;
  /** The list's accessible name, e.g. "Hotels". */
  listLabel: string;
  /** Shown when the search finds nothing. */
  noResults?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

const DEBOUNCE_MS = 200;

/**
 * A searchable single choice (the WAI-ARIA combobox pattern with a listbox popup): type to search,
 * ↓/↑ move through the options (the text box keeps focus; aria-activedescendant names the active
 * one), Enter picks, Escape closes the list, leaving the box restores the chosen option's label.
 */
export function Combobox({
  id,
  value,
  selectedLabel = "",
  onChange,
  search,
  emptyLabel,
  placeholder,
  listLabel,
  noResults = "No matches",
  className,
  ...aria
}: ComboboxProps) {
  const autoId = React.useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [open, setOpen] = React.useState(false);
  const [typed, setText] = React.useState("");
  const [editing, setEditing] = React.useState(false);
  // The box shows the chosen label unless the user is typing.
  const text = editing ? typed : selectedLabel;
  const [options, setOptions] = React.useState<ComboboxOption[]>([]);
  const [active, setActive] = React.useState(-1);
  const [loading, setLoading] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const request = React.useRef(0);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const shown = React.useMemo(
    () => (emptyLabel ? [{ value: "", label: emptyLabel }, ...options] : options),
    [emptyLabel, options],
  );

  function runSearch(query: string, delay: number) {
    clearTimeout(timer.current);
    const ticket = ++request.current;
    setLoading(true);
    timer.current = setTimeout(() => {
      search(query)
        .then((found) => {
          if (ticket !== request.current) return;
          setOptions(found);
          setFailed(false);
          setActive(found.length || emptyLabel ? 0 : -1);
        })
        .catch(() => {
          if (ticket !== request.current) return;
          setOptions([]);
          setFailed(true);
          setActive(-1);
        })
        .finally(() => {
          if (ticket === request.current) setLoading(false);
        });
    }, delay);
  }

  function openList() {
    if (open) return;
    setOpen(true);
    // Opened on the chosen label: list from the start rather than that one name.
    runSearch(editing ? text.trim() : "", 0);
  }

  function close(restore = true) {
    clearTimeout(timer.current);
    request.current++;
    setLoading(false);
    setOpen(false);
    setActive(-1);
    if (restore) setEditing(false);
  }

  function pick(option: ComboboxOption) {
    onChange(option.value, option.value ? option.label : "");
    setEditing(false);
    close(false);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          openList();
          return;
        }
        if (!shown.length) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((i) => (i < 0 ? (step > 0 ? 0 : shown.length - 1) : (i + step + shown.length) % shown.length));
        return;
      }
      case "Home":
      case "End":
        if (open && shown.length) {
          event.preventDefault();
          setActive(event.key === "Home" ? 0 : shown.length - 1);
        }
        return;
      case "Enter":
        if (open) {
          // Never submits the surrounding form while the list is open.
          event.preventDefault();
          const option = shown[active];
          if (option && !loading) pick(option);
        }
        return;
      case "Escape":
        if (open) {
          // Closes the list only, not a dialog around it.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
      case "Tab":
        if (open) close();
        return;
    }
  }

  const activeId = open && active >= 0 && active < shown.length ? `${listId}-${active}` : undefined;

  React.useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={(next) => (next ? openList() : close())} modal={false}>
      <PopoverPrimitive.Anchor asChild>
        <div className={cn("relative", className)}>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={activeId}
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              setEditing(true);
              setText(event.target.value);
              setOpen(true);
              runSearch(event.target.value.trim(), DEBOUNCE_MS);
            }}
            onClick={openList}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (open) close();
              else if (editing) close();
            }}
            className={cn(
              "flex h-11 w-full min-w-0 rounded-lg border border-input bg-card py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow,border-color] outline-none md:h-10 md:text-sm",
              "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
              "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
            )}
            {...aria}
          />
          <ChevronsUpDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          // A plain popup holding the listbox (Radix would make it an unnamed dialog).
          role={undefined}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // The text box keeps focus: the list is driven from it.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // A press anywhere in the list (its scroll bar too) leaves focus in the text box.
          onMouseDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (inputRef.current && event.target instanceof Node && inputRef.current.contains(event.target))
              event.preventDefault();
          }}
          className="z-50 w-(--radix-popover-trigger-width) max-w-[calc(100vw-1rem)] rounded-xl border bg-popover p-1 text-popover-foreground shadow-lift outline-none"
        >
          <ul id={listId} role="listbox" aria-label={listLabel} className="max-h-64 overflow-y-auto">
            {shown.map((option, i) => (
              <li
                key={option.value || "__none"}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={option.value === value}
                // Keeps focus in the text box.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseMove={() => setActive(i)}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm",
                  i === active ? "bg-accent text-accent-foreground" : "",
                  option.value ? "" : "text-muted-foreground",
                )}
              >
                <Check
                  className={cn("size-4 shrink-0", option.value === value ? "opacity-100" : "opacity-0")}
                  aria-hidden="true"
                />
                <span className="truncate">{option.label}</span>
              </li>
            ))}
          </ul>
          <p
            role="status"
            className={cn(
              "px-2 text-sm text-muted-foreground",
              loading || failed || !options.length ? "py-2" : "sr-only",
            )}
          >
            {loading
              ? "Searching…"
              : failed
                ? "The search failed. Please try again."
                : options.length
                  ? `${options.length} shown`
                  : noResults}
          </p>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
