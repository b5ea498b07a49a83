"use client";

import * as React from "react";

import { Input } from "@/components/ui/input";

/** A one-field e-mail form's state: the address typed, its error (tied to the field) and the field itself, to focus. */
export function useEmailField() {
  const id = React.useId();
  const [email, setEmail] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  return { inputId: `${id}-email`, errorId: `${id}-error`, email, setEmail, error, setError, inputRef };
}

/** The e-mail box of useEmailField (typing clears its error) and, under it, the error. */
export function EmailField({
  field,
  placeholder,
  required,
  className,
  errorClassName,
}: {
  field: ReturnType<typeof useEmailField>;
  placeholder: string;
  required?: boolean;
  className?: string;
  errorClassName: string;
}) {
  const { inputId, errorId, email, setEmail, error, setError, inputRef } = field;
  return (
    <>
      <Input
        ref={inputRef}
        id={inputId}
        name="email"
        type="email"
        required={required}
        inputMode="email"
        autoComplete="email"
        placeholder={placeholder}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={className}
      />
      {error ? (
        <p id={errorId} className={errorClassName}>
          {error}
        </p>
      ) : null}
    </>
  );
}
