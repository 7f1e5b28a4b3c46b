import CloseOutlined from '@ant-design/icons/CloseOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { useDropoffsText } from '../../../i18n';

export interface DropoffSearchProps {
  /** The search that is applied (from the URL). */
  value: string;
  onSearch: (text: string) => void;
}

/** Search box (spec 3 §2): placeholder Search dropoff number, a search button, a clear button; Enter searches. */
export function DropoffSearch({ value, onSearch }: DropoffSearchProps) {
  const t = useDropoffsText();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Back/forward changes the applied search: the box follows.
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  return (
    <Space.Compact style={{ flex: '1 1 300px', maxWidth: 420 }}>
      <Input
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        value={text}
        maxLength={TEXT_LIMITS.search}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={() => onSearch(text.trim())}
      />
      <Button type="primary" icon={<SearchOutlined />} aria-label={t('search.search')} onClick={() => onSearch(text.trim())} />
      <Button
        icon={<CloseOutlined />}
        aria-label={t('search.clear')}
        onClick={() => {
          setText('');
          onSearch('');
        }}
      />
    </Space.Compact>
  );
}
