export { Form, FormField, type FormProps, type FormFieldProps, type FieldControlProps } from './Form';
export { validateField, type FieldRule, type FormValues } from './rules';
