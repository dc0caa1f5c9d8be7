import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * PRO-4's edit dialogs: a draft copy of the data, validated with the shared schema (GEN-3) only on
 * Save, every field at once; an error clears as soon as its field is edited (not re-checked while
 * typing). `field(name)` registers an input with that behaviour.
 */
export function useDraftForm<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>, defaultValues: DefaultValues<Input>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const field = (name: Path<Input>) => form.register(name, { onChange: () => form.clearErrors(name) });
  return { ...form, field };
}
