import type { DefaultTimestamp } from './accounts';

export type UploadKindColumn = 'avatar' | 'image' | 'video' | 'file';

/**
 * Table of migrations 0510_files and 0520_file_names: what was uploaded, by whom, under which name,
 * and where its bytes are.
 */
export interface UploadedFilesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  kind: UploadKindColumn;
  mime: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  sha256: string;
  storage_key: string;
  /** The sanitised name the file was sent under; null for rows from before 0520. */
  original_name: string | null;
  created_at: DefaultTimestamp;
}

export interface FilesTables {
  uploaded_files: UploadedFilesTable;
}
