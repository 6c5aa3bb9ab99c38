import { Button, Form, FormField, Input, useUiMessages, type FieldRule } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

type Values = { name: string; phone: string };

const rules: Partial<Record<keyof Values, FieldRule<Values>[]>> = {
  name: [{ required: true }],
  phone: [{ required: true }, { pattern: /^1\d{10}$/, message: '手机号格式不正确' }],
};

function FormDemo({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const messages = useUiMessages();
  return (
    <div style={{ width: 360 }}>
      <Form<Values>
        aria-label="联系人"
        initialValues={{ name: '', phone: '' }}
        rules={rules}
        onSubmit={onSubmit}
      >
        <FormField name="name" label="姓名">
          {(field) => <Input {...field} />}
        </FormField>
        <FormField name="phone" label="手机号">
          {(field) => <Input {...field} inputMode="numeric" />}
        </FormField>
        <Button type="submit" variant="primary">
          {messages.submit}
        </Button>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Primitives/Form',
  component: FormDemo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('姓名');
    await expect(name).toHaveAttribute('aria-required', 'true');
    name.focus();
    await userEvent.tab();
    await expect(await canvas.findByText('请输入姓名')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('请输入姓名');
    // Typing a value clears the message at once.
    await userEvent.type(name, '张三');
    await expect(canvas.queryByText('请输入姓名')).toBeNull();
  },
};

export const SubmitFocusesFirstInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '123');
    canvas.getByRole('button', { name: '提交' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('请输入姓名')).toBeVisible();
    await expect(canvas.getByText('手机号格式不正确')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('姓名')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('姓名'), '张三');
    const phone = canvas.getByLabelText('手机号');
    await userEvent.clear(phone);
    await userEvent.type(phone, '13800000000{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '张三', phone: '13800000000' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please enter 姓名')).toBeVisible();
  },
};

export const CommonTheme: Story = { ...SubmitFocusesFirstInvalid, globals: { theme: 'common' } };
export const CommonThemeMessages: Story = {
  globals: { theme: 'common' },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '提交' }));
    await expect(await within(canvasElement).findByText('请输入手机号')).toBeVisible();
  },
};
export const WhiteLabel: Story = { ...MessageOnBlur, globals: { theme: 'oem' } };
