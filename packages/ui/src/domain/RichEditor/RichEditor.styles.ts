import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Article } from '../RichDocument/RichDocument.styles';

export const Frame = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.brand[500])};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.xs}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Separator = styled.span`
  width: 1px;
  height: 20px;
  margin: 0 ${({ theme }) => theme.space.xxs}px;
  background: ${({ theme }) => theme.colors.border};
`;

export const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.xxs}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.muted};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand[50]};
    color: ${({ theme }) => theme.colors.brandInk};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  ${focusRing}
`;

/** The editing area looks like the rendered document (same typography as RichDocument). */
export const Content = styled(Article)<{ $minHeight: number }>`
  .ProseMirror {
    min-height: ${({ $minHeight }) => $minHeight}px;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
    outline: none;
    white-space: pre-wrap;
    word-wrap: break-word;
  }
  .ProseMirror:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.brand[500]};
  }
  .ProseMirror > :first-child {
    margin-top: 0;
  }
  .ProseMirror img.ProseMirror-selectednode {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
  .ProseMirror .tableWrapper {
    max-width: 100%;
    overflow-x: auto;
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
  .ProseMirror table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
  .ProseMirror th,
  .ProseMirror td {
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 5em;
    vertical-align: top;
  }
  .ProseMirror th {
    background: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .ProseMirror th > p:last-child,
  .ProseMirror td > p:last-child {
    margin-bottom: 0;
  }
  .ProseMirror .selectedCell {
    background: ${({ theme }) => theme.colors.brand[50]};
  }
  .ProseMirror-gapcursor {
    display: none;
  }
  .ProseMirror-focused .ProseMirror-gapcursor {
    display: block;
  }
`;

export const Status = styled.p<{ $error: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  &:empty {
    display: none;
  }
`;

export const HiddenInput = styled.input`
  display: none;
`;

export const LinkForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const LinkActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;
