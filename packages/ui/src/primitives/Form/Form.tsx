import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useUiMessages } from '../../locale';
import { FormBox } from './Form.styles';
import { validateField, type FieldRule, type FormValues } from './rules';

interface FormState {
  values: FormValues;
  errors: Record<string, string | undefined>;
  change: (name: string, value: string) => void;
  blur: (name: string) => void;
  register: (name: string, label: string) => void;
  required: (name: string) => boolean;
}

const FormContext = createContext<FormState | null>(null);

export interface FormProps<V extends FormValues> {
  initialValues: V;
  /** Rules per field; messages show under the field on blur and on submit. */
  rules?: Partial<Record<keyof V & string, FieldRule<V>[]>>;
  /** Called with the values once every field passes. */
  onSubmit: (values: V) => void;
  'aria-label'?: string;
  children?: ReactNode;
}

/** Field-level validation: a field is checked when it loses focus; submit checks all and focuses the first invalid one. */
export function Form<V extends FormValues>({
  initialValues,
  rules = {},
  onSubmit,
  children,
  ...aria
}: FormProps<V>) {
  const messages = useUiMessages();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [attempt, setAttempt] = useState(0);
  const labels = useRef<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const ruleOf = (name: string) => (rules as Record<string, FieldRule<V>[] | undefined>)[name];
  const check = (name: string, all: V) =>
    validateField(all[name] ?? '', ruleOf(name), all, messages.required(labels.current[name] ?? name));

  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const state: FormState = {
    values,
    errors,
    change: (name, value) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (errors[name]) setErrors((e) => ({ ...e, [name]: check(name, next) }));
    },
    blur: (name) => setErrors((e) => ({ ...e, [name]: check(name, values) })),
    register: (name, label) => {
      labels.current[name] = label;
    },
    required: (name) => !!ruleOf(name)?.some((r) => r.required),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = Object.fromEntries(Object.keys(rules).map((name) => [name, check(name, values)]));
    setErrors(next);
    if (Object.values(next).some(Boolean)) setAttempt((n) => n + 1);
    else onSubmit(values);
  };

  return (
    <FormContext.Provider value={state}>
      <FormBox ref={formRef} noValidate onSubmit={submit} aria-label={aria['aria-label']}>
        {children}
      </FormBox>
    </FormContext.Provider>
  );
}

/** What a FormField hands its control: spread it on Input or TextArea. */
export interface FieldControlProps {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  'aria-required': boolean | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface FormFieldProps {
  name: string;
  /** Visible label; also names the field in the default required message. */
  label: string;
  children: (field: FieldControlProps) => ReactNode;
}

export function FormField({ name, label, children }: FormFieldProps) {
  const form = useContext(FormContext);
  if (!form) throw new Error('FormField must be inside a Form');
  const { register } = form;
  useEffect(() => register(name, label), [register, name, label]);
  const required = form.required(name);
  return (
    <>
      {children({
        name,
        label,
        value: form.values[name] ?? '',
        error: form.errors[name],
        'aria-required': required || undefined,
        onChange: (event) => form.change(name, event.target.value),
        onBlur: () => form.blur(name),
      })}
    </>
  );
}
