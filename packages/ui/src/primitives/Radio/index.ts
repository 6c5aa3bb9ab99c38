export { RadioGroup, Radio, type RadioGroupProps, type RadioOption, type RadioProps } from './Radio';
