"""The platform's help, as its content staff wrote it: questions and answers
for centres and for teachers, and a few articles, in English and Chinese, so
the Help pages of both apps have something to read and search."""

from __future__ import annotations

from relief.seed.history import acts
from relief.seed.history.story import Steps, Story

# (audience, question, answer, question in Chinese, answer in Chinese)
QUESTIONS: tuple[tuple[str, str, str, str, str], ...] = (
    (
        "centres",
        "How soon is a booking filled?",
        "Teachers within 5 km are invited at once, then 10 km and 20 km if nobody is "
        "confirmed. Most bookings made a day ahead are filled within the hour. Boost a "
        "booking to invite the widest ring again with an incentive.",
        "预订多久能找到老师？",
        "系统会立即邀请 5 公里内的老师，若无人确认，再依次扩大到 10 公里和 20 公里。"
        "提前一天发布的预订，大多在一小时内找到老师。加急可带奖励再次邀请最大范围内的老师。",
    ),
    (
        "centres",
        "What does cancelling cost?",
        "Cancelling more than 24 hours before the start is free. Inside 24 hours, 30% of "
        "the cancelled hours is charged on your next invoice.",
        "取消预订要收费吗？",
        "开始前 24 小时以上取消免费；24 小时内取消，将在下一张发票中收取被取消工时金额的 30%。",
    ),
    (
        "centres",
        "When do I confirm a time sheet?",
        "After each day of work. A time sheet not confirmed by 6pm on the day is confirmed "
        "with the booked hours.",
        "什么时候确认工时表？",
        "每个工作日结束后确认。当天下午 6 点前未确认的工时表，将按预订时长自动确认。",
    ),
    (
        "teachers",
        "How do I get paid?",
        "When the centre confirms your time sheet, your hours are paid into the bank "
        "account in your profile each week.",
        "我如何收到报酬？",
        "中心确认您的工时表后，您的工时报酬每周转入您资料中的银行账户。",
    ),
    (
        "teachers",
        "Why did an invite disappear?",
        "An invite closes when the centre has the teachers it asked for, when its stage "
        "ends, or when the booking is cancelled. Answer quickly: the first teachers to say "
        "yes are the ones a centre confirms.",
        "为什么邀请不见了？",
        "当中心已找到所需的老师、当前邀请阶段结束或预订被取消时，邀请就会关闭。"
        "请尽快回复：中心会确认最先表示愿意的老师。",
    ),
    (
        "both",
        "How do I reach Relief's support team?",
        "Centres: Support, Request Support in the portal. Teachers: reply to the notice, "
        "or e-mail support. We answer within one working day.",
        "如何联系 Relief 的客服？",
        "中心：在门户中打开“支持”，提交支持请求。老师：回复通知或发邮件给客服。"
        "我们会在一个工作日内回复。",
    ),
)

FIRST_BOOKING = (
    "<p>A Standard Booking asks for cover within the next 14 days; an Advance Booking "
    "plans further ahead or several days at once.</p><ol><li>Choose the day and hours."
    "</li><li>Say who you need: qualification, age group, talent pool.</li><li>Check the "
    "live rate (it holds for 5 minutes) and book.</li></ol><p>Interested teachers appear "
    "on the booking; confirm the one you want.</p>"
)
FIRST_BOOKING_ZH = (
    "<p>标准预订用于未来 14 天内的代课；提前预订用于更远的日期或一次预订多天。</p>"
    "<ol><li>选择日期和时间。</li><li>说明需要的老师：资质、年龄段、人才库。</li>"
    "<li>查看实时费率（保留 5 分钟）并预订。</li></ol><p>有意向的老师会显示在预订中，确认您想要的老师即可。</p>"
)
FIRST_DAY = (
    "<p>Arrive ten minutes early and ask for the room leader. Bring your practising "
    "certificate and first aid card.</p><p>At the end of the day, check the hours on your "
    "time sheet: if they differ, report your times from the job in the app.</p>"
)
FIRST_DAY_ZH = (
    "<p>请提前十分钟到达，并找教室负责人报到。请携带教师执业证书和急救证。</p>"
    "<p>下班时核对工时表上的时间；如有出入，请在应用中该工作下报告您的实际时间。</p>"
)


def staff_write_the_help(story: Story) -> Steps:
    """Content staff write the FAQ and two articles, weeks before today."""
    yield story.days_ago(60, "11:00")
    for sort, (audience, title, answer, title_zh, answer_zh) in enumerate(QUESTIONS, start=1):
        acts.write_faq(story, audience, (title, answer), (title_zh, answer_zh), sort)
    for audience, name, name_zh, article in (
        ("centres", "Getting started", "入门", ("Your first booking", FIRST_BOOKING)),
        ("teachers", "Working with Relief", "在 Relief 工作", ("Your first day", FIRST_DAY)),
    ):
        chinese = (
            ("您的第一个预订", FIRST_BOOKING_ZH)
            if audience == "centres"
            else (
                "您的第一天",
                FIRST_DAY_ZH,
            )
        )
        category_id = acts.help_category(story, audience, name, name_zh)
        acts.publish_article(story, category_id, article, chinese)
