import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextArea, TextField } from './text-field.tsx';

/** How one field of a rule is presented. */
export interface FieldSpec {
  label: string;
  type?: 'text' | 'tel' | 'email';
  multiline?: boolean;
  autoComplete?: string;
}

/** Presentation of every field of a form whose values are T. */
export type FieldSpecs<T extends FieldValues> = { [K in keyof T & string]: FieldSpec };

interface SchemaFieldsProps<T extends FieldValues> {
  /** The rule's zod object (schema/rules): its keys are the fields, in their order. */
  schema: { shape: object };
  fields: FieldSpecs<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** A remark that does not block the form, shown under a field without an error. */
  notes?: Partial<Record<keyof T & string, string | null>>;
}

/**
 * The fields of a form, driven by the rule that checks them: one field per key of its zod schema, each with
 * the rule's message under it. The rule's file owns the messages; the caller only says how each field looks.
 */
export function SchemaFields<T extends FieldValues>({
  schema,
  fields,
  register,
  errors,
  notes,
}: SchemaFieldsProps<T>) {
  const names = Object.keys(schema.shape) as (keyof T & string)[];
  return names.map((name) => {
    const spec = fields[name];
    const error = (errors[name] as { message?: string } | undefined)?.message;
    const common = {
      label: spec.label,
      error,
      hint: error ? undefined : (notes?.[name] ?? undefined),
      ...register(name as Path<T>),
    };
    return spec.multiline ? (
      <TextArea key={name} {...common} />
    ) : (
      <TextField
        key={name}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete ?? 'off'}
        {...common}
      />
    );
  });
}
