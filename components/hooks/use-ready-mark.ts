"use client";

import * as React from "react";

/**
 * Once hydrated, a form that the server rendered for the browser's own checks takes over: it
 * checks its fields itself (`noValidate`) and says so (`data-ready="true"`, which tests and the
 * no-JavaScript fallbacks read). Set on the element, not rendered, so hydrating costs no second
 * render of the form.
 */
export function useReadyMark(formRef: React.RefObject<HTMLFormElement | null>): void {
  React.useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    form.dataset.ready = "true";
  }, [formRef]);
}
