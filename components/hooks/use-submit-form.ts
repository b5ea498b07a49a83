"use client";

import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";

/**
 * A form (react-hook-form) that validates on submit, then each field again as it is corrected.
 * Never on blur: an error appearing or vanishing on blur moves the buttons under the pointer,
 * swallows the click on them and can hide the other fields' errors.
 */
export function useSubmitForm<I extends FieldValues, C = unknown, O = I>(
  options: Omit<UseFormProps<I, C, O>, "mode" | "reValidateMode">,
) {
  return useForm<I, C, O>({ ...options, mode: "onSubmit", reValidateMode: "onChange" });
}
