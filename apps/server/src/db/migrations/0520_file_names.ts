/**
 * Chat attachments: the upload kind 'file', and the name a file was sent under (sanitised by the
 * server: no path, no control characters, at most 200 characters), which a 'file' download is
 * saved as. Rows uploaded before have no name.
 */
export default /* sql */ `
alter table uploaded_files drop constraint uploaded_files_kind_check;

alter table uploaded_files add constraint uploaded_files_kind_check
  check (kind in ('avatar', 'image', 'video', 'file'));

alter table uploaded_files add column original_name text
  check (char_length(original_name) between 1 and 200);
`;
