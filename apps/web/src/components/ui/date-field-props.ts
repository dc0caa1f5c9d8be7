/** The props of DateField and of the picker it loads lazily (date-picker-input.tsx): one file both import, so neither imports the other's module. */
export interface DateFieldProps {
  label: string;
  /** dd-MM-yyyy, '' or 'Present'. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Latest date the calendar offers (experience: today, PRO-8). */
  maxDate?: Date;
}
