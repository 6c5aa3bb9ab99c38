import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ModuleCode } from '@platform/contracts/constants';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@platform/contracts/resource/files';
import { Button, Input, Tag, TextArea, Upload } from '@platform/ui';
import {
  isTextCode,
  TAG_CODES,
  tagNames,
  type Attach,
  type CustomDynamic,
  type UploadKind,
} from './cardModel';
import { useCardUpload } from './cardUpload';
import './i18n';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;
const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  list-style: none;
  margin: 0;
  padding: 0;
  img,
  video {
    width: 96px;
    height: 72px;
    object-fit: cover;
    display: block;
  }
`;
const Item = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  padding: ${({ theme }) => theme.space.sm}px;
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** Uploads one file of a kind and hands back the stored URL (the ui's Upload shows the progress). */
function MediaList({
  items,
  kind,
  label,
  onChange,
}: {
  items: Attach[];
  kind: Extract<UploadKind, 'image' | 'video'>;
  label: string;
  onChange: (next: (list: Attach[]) => Attach[]) => void;
}) {
  const { t } = useTranslation();
  const upload = useCardUpload();
  return (
    <Stack>
      {items.length > 0 && (
        <Thumbs>
          {items.map((item, i) => (
            <li key={`${item.urlAddr}-${i}`}>
              {kind === 'image' ? (
                <img src={item.urlAddr} alt={item.name ?? `${label} ${i + 1}`} />
              ) : (
                <video src={item.urlAddr} aria-label={item.name ?? `${label} ${i + 1}`} />
              )}
              <Button
                size="sm"
                variant="text"
                onClick={() => onChange((list) => list.filter((_, j) => j !== i))}
              >
                {t('cards.editor.removeMedia', { n: i + 1 })}
              </Button>
            </li>
          ))}
        </Thumbs>
      )}
      <Upload
        accept={[...UPLOAD_TYPES[kind]]}
        maxSize={UPLOAD_MAX_BYTES[kind]}
        multiple
        label={label}
        upload={async (file, onProgress) => {
          const { url } = await upload(file, kind, { onProgress });
          onChange((list) => [...list, { urlAddr: url, name: file.name }]);
        }}
      />
    </Stack>
  );
}

function TagsEditor({
  value,
  onChange,
  label,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const tags = tagNames(value);
  const add = () => {
    const name = text.trim();
    if (name && !tags.includes(name)) onChange([...tags, name]);
    setText('');
  };
  return (
    <Stack>
      <Row role="list" aria-label={label}>
        {tags.map((tag) => (
          <span role="listitem" key={tag}>
            <Tag>{tag}</Tag>
            <Button
              size="sm"
              variant="text"
              aria-label={t('cards.editor.removeTag', { name: tag })}
              onClick={() => onChange(tags.filter((x) => x !== tag))}
            >
              ×
            </Button>
          </span>
        ))}
      </Row>
      <Row>
        <Input
          label={t('cards.editor.tagInput')}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e: KeyboardEvent) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="sm" onClick={add}>
          {t('cards.editor.addTag')}
        </Button>
      </Row>
    </Stack>
  );
}

const REGION_FIELDS = [
  'regionName',
  'regionFullname',
  'regionArea',
  'gdp',
  'populationAmt',
  'airportNames',
  'trainStations',
  'scenicSpots',
  'historicalFigures',
  'localSpecialty',
  'honoraryTitle',
  'featuredIndustry',
  'wellKnownCom',
] as const;

type Named = { attachList?: Attach[] } & Record<string, unknown>;

/** A list of named entries with pictures: products (11, productName) and honours (13, honorContent). */
function NamedList({
  value,
  field,
  onChange,
  texts,
}: {
  value: unknown;
  field: 'productName' | 'honorContent';
  onChange: (v: unknown) => void;
  texts: { name: string; add: string; remove: string };
}) {
  const { t } = useTranslation();
  const list = (Array.isArray(value) ? value : []) as Named[];
  const patch = (i: number, next: Partial<Named>) =>
    onChange(list.map((item, j) => (j === i ? { ...item, ...next } : item)));
  return (
    <Stack>
      {list.map((item, i) => (
        <Item key={i}>
          <Input
            label={`${texts.name} ${i + 1}`}
            value={String(item[field] ?? '')}
            maxLength={field === 'productName' ? 100 : 500}
            onChange={(e) => patch(i, { [field]: e.target.value })}
          />
          <MediaList
            items={item.attachList ?? []}
            kind="image"
            label={t('cards.editor.uploadImage')}
            onChange={(update) => patch(i, { attachList: update(item.attachList ?? []) })}
          />
          <Button size="sm" variant="text" onClick={() => onChange(list.filter((_, j) => j !== i))}>
            {texts.remove} {i + 1}
          </Button>
        </Item>
      ))}
      <div>
        <Button size="sm" onClick={() => onChange([...list, { [field]: '', attachList: [] }])}>
          {texts.add}
        </Button>
      </div>
    </Stack>
  );
}

function DynamicsEditor({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) {
  const { t } = useTranslation();
  const all = (Array.isArray(value) ? value : []) as CustomDynamic[];
  // System dynamics (isSys 1) come from the company; the owner edits only their own.
  const system = all.filter((d) => d.isSys === 1);
  const own = all.filter((d) => d.isSys !== 1);
  const set = (next: CustomDynamic[]) => onChange([...system, ...next]);
  const patch = (i: number, p: Partial<CustomDynamic>) =>
    set(own.map((d, j) => (j === i ? { ...d, ...p } : d)));
  return (
    <Stack>
      <p>{t('cards.editor.systemDynamics')}</p>
      {own.map((d, i) => (
        <Item key={i}>
          <Input
            label={`${t('cards.editor.dynamicTitle')} ${i + 1}`}
            value={d.title}
            maxLength={200}
            onChange={(e) => patch(i, { title: e.target.value })}
          />
          <Input
            type="date"
            label={`${t('cards.editor.dynamicDate')} ${i + 1}`}
            value={d.publishDt}
            onChange={(e) => patch(i, { publishDt: e.target.value })}
          />
          <TextArea
            label={`${t('cards.editor.dynamicContent')} ${i + 1}`}
            value={d.content}
            maxLength={5000}
            onChange={(e) => patch(i, { content: e.target.value })}
          />
          <Button size="sm" variant="text" onClick={() => set(own.filter((_, j) => j !== i))}>
            {t('cards.editor.removeDynamic')} {i + 1}
          </Button>
        </Item>
      ))}
      <div>
        <Button
          size="sm"
          onClick={() =>
            set([
              ...own,
              { title: '', publishDt: new Date().toISOString().slice(0, 10), content: '', isSys: 0 },
            ])
          }
        >
          {t('cards.editor.addDynamic')}
        </Button>
      </div>
    </Stack>
  );
}

export interface ModuleEditorProps {
  moduleCode: number;
  moduleName: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** The content editor of one module, chosen by its code (spec 2 §3 Module codes). */
export function ModuleEditor({ moduleCode: code, moduleName, value, onChange }: ModuleEditorProps) {
  const { t } = useTranslation();
  if (isTextCode(code))
    return (
      <TextArea
        label={`${moduleName}：${code === ModuleCode.BUSINESS_SCOPE ? t('cards.editor.scope') : t('cards.editor.bullets')}`}
        value={typeof value === 'string' ? value : ''}
        maxLength={5000}
        rows={4}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  if (TAG_CODES.has(code)) return <TagsEditor value={value} onChange={onChange} label={moduleName} />;
  if (code === ModuleCode.IMAGES || code === ModuleCode.PARTNERS || code === ModuleCode.VIDEOS) {
    const video = code === ModuleCode.VIDEOS;
    const list = (Array.isArray(value) ? value : []) as Attach[];
    return (
      <MediaList
        items={list}
        kind={video ? 'video' : 'image'}
        label={video ? t('cards.editor.uploadVideo') : t('cards.editor.uploadImage')}
        onChange={(update) => onChange(update(list))}
      />
    );
  }
  if (code === ModuleCode.PRODUCTS)
    return (
      <NamedList
        value={value}
        field="productName"
        onChange={onChange}
        texts={{
          name: t('cards.editor.productName'),
          add: t('cards.editor.addProduct'),
          remove: t('cards.editor.removeProduct'),
        }}
      />
    );
  if (code === ModuleCode.HONORS)
    return (
      <NamedList
        value={value}
        field="honorContent"
        onChange={onChange}
        texts={{
          name: t('cards.editor.honorContent'),
          add: t('cards.editor.addHonor'),
          remove: t('cards.editor.removeHonor'),
        }}
      />
    );
  if (code === ModuleCode.DYNAMICS) return <DynamicsEditor value={value} onChange={onChange} />;
  if (code === ModuleCode.REGION_INFO) {
    const region = (value && typeof value === 'object' ? value : {}) as Record<string, string>;
    return (
      <Stack>
        {REGION_FIELDS.map((field) => (
          <Input
            key={field}
            label={t(`cards.editor.region_.${field}`)}
            value={region[field] ?? ''}
            maxLength={field.startsWith('region') || field === 'gdp' || field === 'populationAmt' ? 50 : 500}
            onChange={(e) => onChange({ ...region, [field]: e.target.value })}
          />
        ))}
      </Stack>
    );
  }
  if (code === ModuleCode.STOCK) return <p>{t('cards.editor.stockAuto')}</p>;
  if (code === ModuleCode.LINKED_ENTERPRISE) {
    const name = (value as { companyName?: string } | null)?.companyName;
    return <p>{name ? t('cards.editor.enterpriseLinked', { name }) : t('cards.editor.linkedAuto')}</p>;
  }
  return null;
}
