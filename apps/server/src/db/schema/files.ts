import type { DefaultTimestamp } from './accounts';

export type UploadKindColumn = 'avatar' | 'image' | 'video';

/** Table of migration 0510_files: what was uploaded, by whom, and where its bytes are. */
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
  created_at: DefaultTimestamp;
}

export interface FilesTables {
  uploaded_files: UploadedFilesTable;
}
