-- The portal in Burmese (issue 24): the language a person chose for the portal (null: never chose;
-- notices then go out in English), and each e-mail/SMS format's Burmese version beside the English
-- one (empty: that channel's notice goes out in English).
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'my'));

ALTER TABLE email_formats
  ADD COLUMN subject_my text NOT NULL DEFAULT '',
  ADD COLUMN message_my text NOT NULL DEFAULT '',
  ADD COLUMN sms_my text NOT NULL DEFAULT '';
