import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { Button, Checkbox, Flex, Form, Input, Select, theme } from 'antd';
import type { DragEvent, KeyboardEvent, Ref } from 'react';
import { TEMPLATE_FIELD_TYPES, TEMPLATE_FILTER_COMPARES, TEMPLATE_SORTS } from '@fcs/shared/model/entities';
import type { MetaField } from '@fcs/shared/model/report-templates';
import { useReportsText } from '../../../i18n';
import type { DraftErrors, FieldCard as Card } from '../utils/template-draft';

/** The field types whose display format has a hint ("field.hint.<type>"). */
const HINTED: ReadonlySet<Card['field_type']> = new Set(['date', 'int', 'float', 'bool']);

export interface FieldCardProps {
  card: Card;
  index: number;
  count: number;
  meta: readonly MetaField[];
  errors?: DraftErrors['cards'][string];
  onChange: (card: Card) => void;
  onChooseField: (fieldName: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** Drag and drop: the card dragged is dropped on this one. */
  onDropAt: (from: number) => void;
  handleRef?: Ref<HTMLButtonElement>;
}

/**
 * One field of a template (spec 3 §3, template field): which field, its title, type, shown or not,
 * display format, filter (compare, dropdown) and sort settings. It moves with its buttons, with
 * Alt+↑/↓ (or ↑/↓ on its handle), or by dragging its handle.
 */
export function FieldCard(props: FieldCardProps) {
  const { card, index, count, meta, errors = {}, onChange, onChooseField, onMove, onRemove, onDropAt, handleRef } = props;
  const { token } = theme.useToken();
  const t = useReportsText();
  const set = (change: Partial<Card>) => onChange({ ...card, ...change });
  const chosen = meta.find((m) => m.field_name === card.field_name);
  const title = card.display_name.trim() || card.field_name || t('field.newField');
  const id = (name: string) => `${card.key}-${name}`;
  const onHandleKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      onMove(index + (e.key === 'ArrowUp' ? -1 : 1));
    }
  };
  const onCardKey = (e: KeyboardEvent) => {
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      onMove(index + (e.key === 'ArrowUp' ? -1 : 1));
    }
  };

  return (
    <li
      aria-label={t('field.label', { n: index + 1, count, title })}
      onKeyDown={onCardKey}
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        const from = Number(e.dataTransfer.getData('text/x-fcs-card'));
        if (Number.isInteger(from)) onDropAt(from);
      }}
      style={{
        listStyle: 'none',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <Flex
        gap={4}
        align="center"
        style={{ padding: '6px 8px 6px 4px', borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorFillAlter }}
      >
        <Button
          ref={handleRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('field.reorder', { title })}
          draggable
          onDragStart={(e) => {
            e.dataTransfer.setData('text/x-fcs-card', String(index));
            e.dataTransfer.effectAllowed = 'move';
          }}
          onKeyDown={onHandleKey}
          style={{ cursor: 'grab' }}
        />
        <strong style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {index + 1}. {title}
        </strong>
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label={t('field.moveUp', { title })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label={t('field.moveDown', { title })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        />
        <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('field.remove', { title })} onClick={onRemove} />
      </Flex>
      <Form layout="vertical" component={false}>
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', columnGap: 12, padding: '12px 12px 0' }}
        >
          <Form.Item
            label={t('field.fieldName')}
            htmlFor={id('field')}
            validateStatus={errors.field_name ? 'error' : undefined}
            help={errors.field_name}
          >
            <Select
              id={id('field')}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={meta.length ? t('field.chooseField') : t('field.chooseObjectFirst')}
              value={card.field_name || undefined}
              options={meta.map((m) => ({ value: m.field_name, label: m.field_name }))}
              onChange={onChooseField}
            />
          </Form.Item>
          <Form.Item
            label={t('field.displayName')}
            htmlFor={id('display')}
            validateStatus={errors.display_name ? 'error' : undefined}
            help={errors.display_name}
          >
            <Input id={id('display')} value={card.display_name} maxLength={120} onChange={(e) => set({ display_name: e.target.value })} />
          </Form.Item>
          <Form.Item label={t('field.fieldType')} htmlFor={id('type')}>
            <Select
              id={id('type')}
              value={card.field_type}
              options={TEMPLATE_FIELD_TYPES.map((type) => ({ value: type, label: type }))}
              onChange={(field_type) => set({ field_type })}
            />
          </Form.Item>
          <Form.Item
            label={t('field.displayFormat')}
            htmlFor={id('format')}
            validateStatus={errors.display_format ? 'error' : undefined}
            help={errors.display_format}
          >
            <Input
              id={id('format')}
              value={card.display_format}
              placeholder={HINTED.has(card.field_type) ? t(`field.hint.${card.field_type}`) : undefined}
              maxLength={80}
              onChange={(e) => set({ display_format: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('field.defaultSort')} htmlFor={id('sort')}>
            <Select
              id={id('sort')}
              disabled={!card.allow_sort}
              value={card.allow_sort ? card.default_sort : 'no_sort'}
              options={TEMPLATE_SORTS.map((s) => ({ value: s, label: t(`field.sort.${s}`) }))}
              onChange={(default_sort) => set({ default_sort })}
            />
          </Form.Item>
          <Form.Item label={t('field.filterCompare')} htmlFor={id('compare')}>
            <Select
              id={id('compare')}
              disabled={!card.allow_filter}
              value={card.filter_compare}
              options={TEMPLATE_FILTER_COMPARES.map((c) => ({ value: c, label: c }))}
              onChange={(filter_compare) => set({ filter_compare })}
            />
          </Form.Item>
          <Form.Item
            label={t('field.dropdown')}
            htmlFor={id('dropdown')}
            validateStatus={errors.dropdown_display_field ? 'error' : undefined}
            help={errors.dropdown_display_field}
          >
            <Select
              id={id('dropdown')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!card.allow_filter}
              placeholder={t('field.none')}
              value={card.dropdown_display_field || undefined}
              options={meta.filter((m) => m.field_type !== 'object').map((m) => ({ value: m.field_name, label: m.field_name }))}
              onChange={(v?: string) => set({ dropdown_display_field: v ?? '' })}
            />
          </Form.Item>
        </div>
        <Flex wrap gap={16} style={{ padding: '0 12px 12px' }}>
          <Checkbox checked={card.show} onChange={(e) => set({ show: e.target.checked })}>
            {t('field.show')}
          </Checkbox>
          <Checkbox
            checked={card.allow_filter}
            disabled={chosen ? !chosen.filterable : false}
            onChange={(e) => set({ allow_filter: e.target.checked })}
          >
            {t('field.allowFilter')}
          </Checkbox>
          <Checkbox
            checked={card.allow_sort}
            disabled={chosen ? !chosen.sortable : false}
            onChange={(e) => set({ allow_sort: e.target.checked })}
          >
            {t('field.allowSort')}
          </Checkbox>
        </Flex>
      </Form>
    </li>
  );
}
