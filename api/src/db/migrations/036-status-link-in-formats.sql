-- The status link in the formats a database already has (the demo's, or a forwarder's that kept
-- the seeded defaults): each text still exactly as seeded takes its new default, which names
-- %status_link% (api/src/db/seed/demo-data.ts EMAIL_FORMATS). A text someone edited stays as they
-- wrote it: Settings offers the variable to add where they want it.
UPDATE email_formats SET message = 'Dear %name%,

Your pickup %pickup_number% is confirmed for %pickup_date% between %pickup_time_from% and %pickup_time_to%.
Our driver %staff_name% will collect your parcels at:
%pickup_address%

%remark%

Follow your pickup: %status_link%

Thank you for shipping with FCS.' WHERE id = 'confirm_pickup' AND message = 'Dear %name%,

Your pickup %pickup_number% is confirmed for %pickup_date% between %pickup_time_from% and %pickup_time_to%.
Our driver %staff_name% will collect your parcels at:
%pickup_address%

%remark%

Thank you for shipping with FCS.';
UPDATE email_formats SET sms = 'FCS: pickup %pickup_number% confirmed for %pickup_date% %pickup_time_from%-%pickup_time_to%. Driver: %staff_name%. %status_link%' WHERE id = 'confirm_pickup' AND sms = 'FCS: pickup %pickup_number% confirmed for %pickup_date% %pickup_time_from%-%pickup_time_to%. Driver: %staff_name%.';
UPDATE email_formats SET message_my = 'လူကြီးမင်း %name%,

သင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို %pickup_date% ရက်၊ %pickup_time_from% မှ %pickup_time_to% အတွင်း လာယူရန် အတည်ပြုပြီးပါပြီ။
ကျွန်ုပ်တို့၏ ယာဉ်မောင်း %staff_name% သည် အောက်ပါလိပ်စာမှ သင်၏ ပါဆယ်များကို လာယူပါမည်:
%pickup_address%

%remark%

အခြေအနေကို ကြည့်ရန်: %status_link%

FCS ဖြင့် ပို့ဆောင်သည့်အတွက် ကျေးဇူးတင်ပါသည်။' WHERE id = 'confirm_pickup' AND message_my = 'လူကြီးမင်း %name%,

သင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို %pickup_date% ရက်၊ %pickup_time_from% မှ %pickup_time_to% အတွင်း လာယူရန် အတည်ပြုပြီးပါပြီ။
ကျွန်ုပ်တို့၏ ယာဉ်မောင်း %staff_name% သည် အောက်ပါလိပ်စာမှ သင်၏ ပါဆယ်များကို လာယူပါမည်:
%pickup_address%

%remark%

FCS ဖြင့် ပို့ဆောင်သည့်အတွက် ကျေးဇူးတင်ပါသည်။';
UPDATE email_formats SET sms_my = 'FCS: လာယူမှု %pickup_number% ကို %pickup_date% %pickup_time_from%-%pickup_time_to% အတွက် အတည်ပြုပြီးပါပြီ။ ယာဉ်မောင်း: %staff_name%။ %status_link%' WHERE id = 'confirm_pickup' AND sms_my = 'FCS: လာယူမှု %pickup_number% ကို %pickup_date% %pickup_time_from%-%pickup_time_to% အတွက် အတည်ပြုပြီးပါပြီ။ ယာဉ်မောင်း: %staff_name%။';
UPDATE email_formats SET message = 'Dear %name%,

Your pickup %pickup_number% planned for %pickup_date% was canceled.
%remark%

Your pickup’s page: %status_link%

Reply to this e-mail or call us to book a new date.

FCS' WHERE id = 'cancel_pickup' AND message = 'Dear %name%,

Your pickup %pickup_number% planned for %pickup_date% was canceled.
%remark%

Reply to this e-mail or call us to book a new date.

FCS';
UPDATE email_formats SET sms = 'FCS: pickup %pickup_number% was canceled: %status_link% %remark%' WHERE id = 'cancel_pickup' AND sms = 'FCS: pickup %pickup_number% was canceled. %remark%';
UPDATE email_formats SET message_my = 'လူကြီးမင်း %name%,

%pickup_date% ရက်အတွက် စီစဉ်ထားသော သင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို ပယ်ဖျက်လိုက်ပါပြီ။
%remark%

ရက်အသစ် ချိန်းဆိုရန် ဤအီးမေးလ်ကို ပြန်ကြားပါ သို့မဟုတ် ကျွန်ုပ်တို့ထံ ဖုန်းဆက်ပါ။

အခြေအနေကို ကြည့်ရန်: %status_link%

FCS' WHERE id = 'cancel_pickup' AND message_my = 'လူကြီးမင်း %name%,

%pickup_date% ရက်အတွက် စီစဉ်ထားသော သင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို ပယ်ဖျက်လိုက်ပါပြီ။
%remark%

ရက်အသစ် ချိန်းဆိုရန် ဤအီးမေးလ်ကို ပြန်ကြားပါ သို့မဟုတ် ကျွန်ုပ်တို့ထံ ဖုန်းဆက်ပါ။

FCS';
UPDATE email_formats SET sms_my = 'FCS: လာယူမှု %pickup_number% ကို ပယ်ဖျက်လိုက်ပါပြီ။ %remark% %status_link%' WHERE id = 'cancel_pickup' AND sms_my = 'FCS: လာယူမှု %pickup_number% ကို ပယ်ဖျက်လိုက်ပါပြီ။ %remark%';
UPDATE email_formats SET message = 'Dear %name%,

Our driver %staff_name% collected your parcels for pickup %pickup_number% on %pickup_date%.
%remark%

We will let you know when they are processed: %status_link%

FCS' WHERE id = 'complete_pickup' AND message = 'Dear %name%,

Our driver %staff_name% collected your parcels for pickup %pickup_number% on %pickup_date%.
%remark%

We will let you know when they are processed.

FCS';
UPDATE email_formats SET sms = 'FCS: parcels of pickup %pickup_number% collected. Thank you! %status_link%' WHERE id = 'complete_pickup' AND sms = 'FCS: parcels of pickup %pickup_number% collected. Thank you!';
UPDATE email_formats SET message_my = 'လူကြီးမင်း %name%,

ကျွန်ုပ်တို့၏ ယာဉ်မောင်း %staff_name% သည် %pickup_date% ရက်တွင် လာယူမှု %pickup_number% ၏ ပါဆယ်များကို လာယူပြီးပါပြီ။
%remark%

ပါဆယ်များကို စီစဉ်ပြီးသည့်အခါ အကြောင်းကြားပါမည်။

အခြေအနေကို ကြည့်ရန်: %status_link%

FCS' WHERE id = 'complete_pickup' AND message_my = 'လူကြီးမင်း %name%,

ကျွန်ုပ်တို့၏ ယာဉ်မောင်း %staff_name% သည် %pickup_date% ရက်တွင် လာယူမှု %pickup_number% ၏ ပါဆယ်များကို လာယူပြီးပါပြီ။
%remark%

ပါဆယ်များကို စီစဉ်ပြီးသည့်အခါ အကြောင်းကြားပါမည်။

FCS';
UPDATE email_formats SET sms_my = 'FCS: လာယူမှု %pickup_number% ၏ ပါဆယ်များကို လာယူပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်! %status_link%' WHERE id = 'complete_pickup' AND sms_my = 'FCS: လာယူမှု %pickup_number% ၏ ပါဆယ်များကို လာယူပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်!';
UPDATE email_formats SET message = 'Dear %name%,

Your pickup %pickup_number% was moved to %pickup_date% between %pickup_time_from% and %pickup_time_to%.
Driver: %staff_name%.
%remark%

Follow your pickup: %status_link%

FCS' WHERE id = 'reschedule_pickup' AND message = 'Dear %name%,

Your pickup %pickup_number% was moved to %pickup_date% between %pickup_time_from% and %pickup_time_to%.
Driver: %staff_name%.
%remark%

FCS';
UPDATE email_formats SET sms = 'FCS: pickup %pickup_number% moved to %pickup_date% %pickup_time_from%-%pickup_time_to%. %status_link%' WHERE id = 'reschedule_pickup' AND sms = 'FCS: pickup %pickup_number% moved to %pickup_date% %pickup_time_from%-%pickup_time_to%.';
UPDATE email_formats SET message_my = 'လူကြီးမင်း %name%,

သင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို %pickup_date% ရက်၊ %pickup_time_from% မှ %pickup_time_to% အတွင်းသို့ ပြောင်းလိုက်ပါပြီ။
ယာဉ်မောင်း: %staff_name%။
%remark%

အခြေအနေကို ကြည့်ရန်: %status_link%

FCS' WHERE id = 'reschedule_pickup' AND message_my = 'လူကြီးမင်း %name%,

သင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို %pickup_date% ရက်၊ %pickup_time_from% မှ %pickup_time_to% အတွင်းသို့ ပြောင်းလိုက်ပါပြီ။
ယာဉ်မောင်း: %staff_name%။
%remark%

FCS';
UPDATE email_formats SET sms_my = 'FCS: လာယူမှု %pickup_number% ကို %pickup_date% %pickup_time_from%-%pickup_time_to% သို့ ပြောင်းလိုက်ပါပြီ။ %status_link%' WHERE id = 'reschedule_pickup' AND sms_my = 'FCS: လာယူမှု %pickup_number% ကို %pickup_date% %pickup_time_from%-%pickup_time_to% သို့ ပြောင်းလိုက်ပါပြီ။';
UPDATE email_formats SET message = 'Dear %name%,

We have processed your drop-off %dropoff_number% received by %staff_name% on %dropoff_date%.
%remark%

Your drop-off’s page: %status_link%

FCS' WHERE id = 'complete_dropoff' AND message = 'Dear %name%,

We have processed your drop-off %dropoff_number% received by %staff_name% on %dropoff_date%.
%remark%

FCS';
UPDATE email_formats SET sms = 'FCS: drop-off %dropoff_number% completed. Thank you! %status_link%' WHERE id = 'complete_dropoff' AND sms = 'FCS: drop-off %dropoff_number% completed. Thank you!';
UPDATE email_formats SET message_my = 'လူကြီးမင်း %name%,

%dropoff_date% ရက်တွင် %staff_name% လက်ခံခဲ့သော သင်၏ ပစ္စည်းအပ်နှံမှု %dropoff_number% ကို ဆောင်ရွက်ပြီးပါပြီ။
%remark%

အခြေအနေကို ကြည့်ရန်: %status_link%

FCS' WHERE id = 'complete_dropoff' AND message_my = 'လူကြီးမင်း %name%,

%dropoff_date% ရက်တွင် %staff_name% လက်ခံခဲ့သော သင်၏ ပစ္စည်းအပ်နှံမှု %dropoff_number% ကို ဆောင်ရွက်ပြီးပါပြီ။
%remark%

FCS';
UPDATE email_formats SET sms_my = 'FCS: ပစ္စည်းအပ်နှံမှု %dropoff_number% ပြီးဆုံးပါပြီ။ ကျေးဇူးတင်ပါသည်! %status_link%' WHERE id = 'complete_dropoff' AND sms_my = 'FCS: ပစ္စည်းအပ်နှံမှု %dropoff_number% ပြီးဆုံးပါပြီ။ ကျေးဇူးတင်ပါသည်!';
