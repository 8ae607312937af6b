"""Notices worded from their kind and facts, in English or Chinese.

Each wording is a title and a body written as `str.format` templates over the
facts (`{date:%a %d %b}`, `{confirmBy.month}`); a fact with names (a document,
a state) is shown by its name in the language. The web apps keep the same
catalogue for their lists (`frontend/src/shared/notices`).
"""

from __future__ import annotations

from dataclasses import dataclass

from relief.kit.language import Language
from relief.notices.kinds import Facts, Written


@dataclass(frozen=True)
class Words:
    title: str
    body: str


# English.

_D = "{date:%a %d %b}"
EN: dict[str, tuple[str, str]] = {
    "invite_new": (
        "New relief job at {centre}",
        "{centre} ({place}) asks for a relief teacher from {startsAt:%a %d %b %Y %H:%M} "
        "at ${rate}/h. Answer in the app.",
    ),
    "invite_filled": (
        "The job at {centre} has been filled",
        "Thank you for your interest: {centre} has all the teachers it needs.",
    ),
    "invite_withdrawn": (
        "{centre} withdrew an invite",
        "The invite to booking {bookingId} at {centre} was withdrawn.",
    ),
    "teacher_interested.0": (
        "{teacher} is interested in booking {bookingId}",
        "{teacher} answered interested. Confirm their price to book them.",
    ),
    "teacher_interested.1": (
        "{teacher} is interested in booking {bookingId}",
        "{teacher} answered interested. They are booked automatically.",
    ),
    "booking_confirmed": (
        "Booking {bookingId} is confirmed",
        "Every teacher you asked for is booked for booking {bookingId}.",
    ),
    "booking_failed.0": (
        "No teacher was found for booking {bookingId}",
        "No teacher took the booking in time. You can boost it to reach more teachers.",
    ),
    "booking_failed.1": (
        "No teacher was found for booking {bookingId}",
        "The start time came before a teacher was booked.",
    ),
    "matching_ended_short": (
        "Booking {bookingId} is not yet full",
        "{confirmed} of {wanted} teachers are booked. "
        "Confirm interested teachers, boost the booking or split it.",
    ),
    "job_confirmed": (
        "You are booked at {centre}",
        "{centre} confirmed you for {days} day(s) from {startsAt:%a %d %b %Y %H:%M}.",
    ),
    "job_canceled": (
        "{centre} cancelled a booking",
        "{centre} cancelled booking {bookingId}: {reason}.",
    ),
    "job_moved_away": (
        "Your job at {centre} went to another teacher",
        "The platform gave your job at {centre} on {startsAt:%a %d %b %Y %H:%M} "
        "(booking {bookingId}) to another teacher: {reason}.",
    ),
    "job_moved_to_you": (
        "You are booked at {centre}",
        "The platform booked you at {centre} on {startsAt:%a %d %b %Y %H:%M} "
        "(booking {bookingId}) in place of another teacher.",
    ),
    "job_teacher_changed": (
        "{toTeacher} now takes a day of booking {bookingId}",
        "The platform moved the day of {startsAt:%a %d %b %Y %H:%M} from {fromTeacher} "
        "to {toTeacher}: {reason}.",
    ),
    "teacher_leave": (
        "{teacher} cannot come on {day:%a %d %b}",
        "{teacher} applied for leave on {day:%a %d %b} ({reason}). "
        "The day is back in matching as booking {rematchBookingId}.",
    ),
    "extension_asked": (
        "{centre} asks you to stay later",
        "{centre} asks you to work until {until:%H:%M} on {until:%a %d %b}. "
        "Accept or decline in the app.",
    ),
    "extension_accepted": (
        "{teacher} accepted the extension",
        "{teacher} will stay until {until:%H:%M}.",
    ),
    "extension_declined": (
        "{teacher} declined the extension",
        "{teacher} cannot stay until {until:%H:%M}.",
    ),
    "invoice_issued": (
        "Invoice {number} issued",
        "Invoice {number} for ${total} is due on {dueOn:%d %b %Y}.",
    ),
    "invoice_paid": (
        "Invoice {number} paid",
        "We received your payment of ${total} for invoice {number}. Thank you.",
    ),
    "invoice_overdue": (
        "Invoice {number} is overdue",
        "Invoice {number} for ${total} was due and is not paid yet.",
    ),
    "timesheet_to_confirm": (
        "Time sheet to confirm: {teacher}, " + _D,
        "{teacher}'s time sheet for " + _D + " waits for your confirmation: "
        "{hours} hours, ${amount}. Confirm or adjust it by {confirmBy:%a %d %b %H:%M}; "
        "after that it is confirmed with the booked hours.",
    ),
    "timesheet_default_confirmed": (
        "Time sheet confirmed by default: {teacher}, " + _D,
        "{teacher}'s time sheet for " + _D + " was not confirmed by "
        "{confirmBy:%a %d %b %H:%M}, so it was confirmed with the booked hours: "
        "{hours} hours, ${amount}. It goes on the booking's invoice.",
    ),
    "timesheet_reported": (
        "{teacher} reported times for " + _D,
        "{teacher} worked {startsAt:%H:%M} to {endsAt:%H:%M} with a {breakMinutes}-minute "
        "break. Please confirm the time sheet.",
    ),
    "timesheet_confirmed.1": (
        "Time sheet confirmed for " + _D,
        "{hours} hours from {startsAt:%H:%M} to {endsAt:%H:%M} were confirmed: ${amount}.",
    ),
    "timesheet_confirmed.2": (
        "Time sheet confirmed for " + _D,
        "The centre adjusted your time sheet: {hours} hours from {startsAt:%H:%M} to "
        "{endsAt:%H:%M} were confirmed: ${amount}.",
    ),
    "timesheet_confirmed.3": (
        "Time sheet confirmed for " + _D,
        "{hours} hours from {startsAt:%H:%M} to {endsAt:%H:%M} were confirmed by default "
        "with the booked hours: ${amount}.",
    ),
    "rank_changed": (
        "You are now {rank}",
        "With {points} working points your rank is now {rank}.",
    ),
    "voucher_earned.1": (
        "Welcome: a ${value} voucher for you",
        "Welcome to Relief. You have a welcome voucher of ${value}, valid until "
        "{expiresAt:%d %b %Y}. Choose it when you create a booking to take it off that "
        "booking's invoice.",
    ),
    "voucher_earned.2": (
        "You earned a ${value} booking voucher",
        "Booking {bookingId} is complete: thank you for booking with Relief. You have a "
        "booking voucher of ${value}, valid until {expiresAt:%d %b %Y}. Choose it when you "
        "create a booking to take it off that booking's invoice.",
    ),
    "voucher_issued.0": (
        "A ${value} voucher from Relief: {name}",
        "Relief has given you a voucher, {name}: ${value} off a booking of any teachers, "
        "valid until {expiresAt:%d %b %Y}. Its conditions are under Vouchers; choose it when "
        "you create a booking to take it off that booking's invoice.",
    ),
    "voucher_issued.1": (
        "A ${value} voucher from Relief: {name}",
        "Relief has given you a voucher, {name}: ${value} off a booking of qualified "
        "teachers, valid until {expiresAt:%d %b %Y}. Its conditions are under Vouchers; choose "
        "it when you create a booking to take it off that booking's invoice.",
    ),
    "voucher_issued.2": (
        "A ${value} voucher from Relief: {name}",
        "Relief has given you a voucher, {name}: ${value} off a booking of unqualified "
        "teachers, valid until {expiresAt:%d %b %Y}. Its conditions are under Vouchers; choose "
        "it when you create a booking to take it off that booking's invoice.",
    ),
    "voucher_expired_early": (
        "Your voucher {name} has ended",
        "Relief has ended your ${value} voucher {name} before its expiry date: {reason} "
        "It can no longer be chosen for a booking.",
    ),
    "document_requested.False": (
        "Please upload your {document}",
        "We need your {document} to complete your relief teaching profile. "
        "Please upload it in the app, under Me, Documents.",
    ),
    "document_requested.True": (
        "Please upload your {document}",
        "We need your {document} to complete your relief teaching profile. {note} "
        "Please upload it in the app, under Me, Documents.",
    ),
    "profile_approved": (
        "Your profile is approved",
        "Your relief teaching profile is approved: you can now be invited to jobs.",
    ),
    "profile_rejected": (
        "Your profile was not approved",
        "Your relief teaching profile was not approved: {reason}",
    ),
    "profile_reopened": (
        "Your profile is being reviewed again",
        "Your relief teaching profile is back under review: we will tell you when it is decided.",
    ),
    "offer_application": (
        "New applicant: {offerTitle}",
        "{teacher} applied for your job offer '{offerTitle}'.",
    ),
    "offer_hired": (
        "You're hired: {offerTitle}",
        "{centre} has chosen you for '{offerTitle}'. They will contact you about the start.",
    ),
    "offer_declined": (
        "Application not successful: {offerTitle}",
        "{centre} has decided not to go ahead with your application for '{offerTitle}'.",
    ),
    "offer_ended": (
        "Job offer {offerStatus}: {offerTitle}",
        "{centre}'s job offer '{offerTitle}' is now {offerStatus}.",
    ),
    "ticket_reply": (
        "Support replied to ticket {ticketNo}",
        "Relief support replied to your ticket {ticketNo} ({subject}).",
    ),
    "ticket_status": (
        "Ticket {ticketNo} is {status}",
        "Relief support set your ticket {ticketNo} ({subject}) to {status}.",
    ),
}

# Chinese.

_ZD = "{date.month}月{date.day}日"
ZH: dict[str, tuple[str, str]] = {
    "invite_new": (
        "{centre} 有新的代课工作",
        "{centre}（{place}）需要一位代课老师，"
        "{startsAt.year}年{startsAt.month}月{startsAt.day}日 {startsAt:%H:%M} 开始，"
        "时薪 ${rate}。请在应用中回复。",
    ),
    "invite_filled": (
        "{centre} 的工作已满员",
        "感谢您的关注：{centre} 已找齐所需的老师。",
    ),
    "invite_withdrawn": (
        "{centre} 撤回了一个邀请",
        "{centre} 的预订 {bookingId} 的邀请已撤回。",
    ),
    "teacher_interested.0": (
        "{teacher} 对预订 {bookingId} 感兴趣",
        "{teacher} 回复了感兴趣。请确认其价格以完成预订。",
    ),
    "teacher_interested.1": (
        "{teacher} 对预订 {bookingId} 感兴趣",
        "{teacher} 回复了感兴趣，已自动预订。",
    ),
    "booking_confirmed": (
        "预订 {bookingId} 已确认",
        "预订 {bookingId} 所需的老师已全部预订。",
    ),
    "booking_failed.0": (
        "预订 {bookingId} 未找到老师",
        "没有老师及时接受该预订。您可以加价以联系更多老师。",
    ),
    "booking_failed.1": (
        "预订 {bookingId} 未找到老师",
        "开始时间已到，仍没有老师被预订。",
    ),
    "matching_ended_short": (
        "预订 {bookingId} 尚未满员",
        "已预订 {confirmed} 位老师，共需 {wanted} 位。请确认感兴趣的老师、加价或拆分预订。",
    ),
    "job_confirmed": (
        "{centre} 已预订您",
        "{centre} 已确认您工作 {days} 天，"
        "从 {startsAt.year}年{startsAt.month}月{startsAt.day}日 {startsAt:%H:%M} 开始。",
    ),
    "job_canceled": (
        "{centre} 取消了一个预订",
        "{centre} 取消了预订 {bookingId}：{reason}。",
    ),
    "job_moved_away": (
        "您在 {centre} 的工作已转给其他老师",
        "平台已将您在 {centre} "
        "{startsAt.year}年{startsAt.month}月{startsAt.day}日 {startsAt:%H:%M} 的工作"
        "（预订 {bookingId}）转给其他老师：{reason}。",
    ),
    "job_moved_to_you": (
        "您已被预订到 {centre}",
        "平台已为您预订 {centre} "
        "{startsAt.year}年{startsAt.month}月{startsAt.day}日 {startsAt:%H:%M} 的工作"
        "（预订 {bookingId}），接替另一位老师。",
    ),
    "job_teacher_changed": (
        "{toTeacher} 接手了预订 {bookingId} 的一天",
        "平台已将 {startsAt.year}年{startsAt.month}月{startsAt.day}日 {startsAt:%H:%M} "
        "的工作从 {fromTeacher} 转给 {toTeacher}：{reason}。",
    ),
    "teacher_leave": (
        "{teacher} {day.month}月{day.day}日无法到岗",
        "{teacher} 申请了 {day.month}月{day.day}日的请假（{reason}）。"
        "这一天已重新匹配，新预订为 {rematchBookingId}。",
    ),
    "extension_asked": (
        "{centre} 请您延长工作时间",
        "{centre} 请您在 {until.month}月{until.day}日工作到 {until:%H:%M}。请在应用中接受或拒绝。",
    ),
    "extension_accepted": (
        "{teacher} 已接受延时",
        "{teacher} 将工作到 {until:%H:%M}。",
    ),
    "extension_declined": (
        "{teacher} 已拒绝延时",
        "{teacher} 无法工作到 {until:%H:%M}。",
    ),
    "invoice_issued": (
        "发票 {number} 已开具",
        "发票 {number} 金额 ${total}，付款截止日期为 {dueOn.year}年{dueOn.month}月{dueOn.day}日。",
    ),
    "invoice_paid": (
        "发票 {number} 已付款",
        "我们已收到您为发票 {number} 支付的 ${total}。谢谢。",
    ),
    "invoice_overdue": (
        "发票 {number} 已逾期",
        "发票 {number} 金额 ${total} 已到期，尚未付款。",
    ),
    "timesheet_to_confirm": (
        "待确认工时表：{teacher}，" + _ZD,
        "{teacher} " + _ZD + " 的工时表等待您确认：{hours} 小时，${amount}。"
        "请在 {confirmBy.month}月{confirmBy.day}日 {confirmBy:%H:%M} 前确认或调整，"
        "逾期将按预订工时自动确认。",
    ),
    "timesheet_default_confirmed": (
        "工时表已自动确认：{teacher}，" + _ZD,
        "{teacher} " + _ZD + " 的工时表未在 {confirmBy.month}月{confirmBy.day}日 "
        "{confirmBy:%H:%M} 前确认，已按预订工时自动确认：{hours} 小时，${amount}，"
        "将计入该预订的发票。",
    ),
    "timesheet_reported": (
        "{teacher} 提交了 " + _ZD + " 的工作时间",
        "{teacher} 工作时间为 {startsAt:%H:%M} 至 {endsAt:%H:%M}，休息 {breakMinutes} 分钟。"
        "请确认工时表。",
    ),
    "timesheet_confirmed.1": (
        _ZD + " 的工时表已确认",
        "{startsAt:%H:%M} 至 {endsAt:%H:%M} 共 {hours} 小时已确认：${amount}。",
    ),
    "timesheet_confirmed.2": (
        _ZD + " 的工时表已确认",
        "中心调整了您的工时表：{startsAt:%H:%M} 至 {endsAt:%H:%M} 共 {hours} 小时已确认：${amount}。",
    ),
    "timesheet_confirmed.3": (
        _ZD + " 的工时表已确认",
        "{startsAt:%H:%M} 至 {endsAt:%H:%M} 共 {hours} 小时已按预订工时自动确认：${amount}。",
    ),
    "rank_changed": (
        "您现在是 {rank} 等级",
        "您有 {points} 个工作积分，您的等级现在是 {rank}。",
    ),
    "voucher_earned.1": (
        "欢迎：送您一张 ${value} 的代金券",
        "欢迎使用 Relief。您的欢迎代金券价值 ${value}，有效期至 "
        "{expiresAt.year}年{expiresAt.month}月{expiresAt.day}日；"
        "创建预订时选择它，即可在该预订的发票中抵扣。",
    ),
    "voucher_earned.2": (
        "您获得一张 ${value} 的预订代金券",
        "预订 {bookingId} 已完成，感谢您通过 Relief 预订。您的预订代金券价值 ${value}，"
        "有效期至 {expiresAt.year}年{expiresAt.month}月{expiresAt.day}日；"
        "创建预订时选择它，即可在该预订的发票中抵扣。",
    ),
    "voucher_issued.0": (
        "Relief 送您一张 ${value} 的代金券：{name}",
        "Relief 为您发放了代金券“{name}”，可抵扣任意教师预订 ${value}，有效期至 "
        "{expiresAt.year}年{expiresAt.month}月{expiresAt.day}日。使用条件见“代金券”页面；"
        "创建预订时选择它，即可在该预订的发票中抵扣。",
    ),
    "voucher_issued.1": (
        "Relief 送您一张 ${value} 的代金券：{name}",
        "Relief 为您发放了代金券“{name}”，可抵扣持证教师预订 ${value}，有效期至 "
        "{expiresAt.year}年{expiresAt.month}月{expiresAt.day}日。使用条件见“代金券”页面；"
        "创建预订时选择它，即可在该预订的发票中抵扣。",
    ),
    "voucher_issued.2": (
        "Relief 送您一张 ${value} 的代金券：{name}",
        "Relief 为您发放了代金券“{name}”，可抵扣无证教师预订 ${value}，有效期至 "
        "{expiresAt.year}年{expiresAt.month}月{expiresAt.day}日。使用条件见“代金券”页面；"
        "创建预订时选择它，即可在该预订的发票中抵扣。",
    ),
    "voucher_expired_early": (
        "您的代金券“{name}”已提前失效",
        "Relief 已在到期前终止您价值 ${value} 的代金券“{name}”，原因：{reason} "
        "该代金券不能再用于预订。",
    ),
    "document_requested.False": (
        "请上传您的{document}",
        "我们需要您的{document}来完成您的代课老师资料。请在应用的“我的 > 文件”中上传。",
    ),
    "document_requested.True": (
        "请上传您的{document}",
        "我们需要您的{document}来完成您的代课老师资料。{note} 请在应用的“我的 > 文件”中上传。",
    ),
    "profile_approved": (
        "您的资料已通过审核",
        "您的代课老师资料已通过审核，现在可以收到工作邀请了。",
    ),
    "profile_rejected": (
        "您的资料未通过审核",
        "您的代课老师资料未通过审核：{reason}",
    ),
    "profile_reopened": (
        "您的资料正在重新审核",
        "您的代课老师资料已重新进入审核，审核结果确定后我们会通知您。",
    ),
    "offer_application": (
        "新的申请人：{offerTitle}",
        "{teacher} 申请了您的工作职位“{offerTitle}”。",
    ),
    "offer_hired": (
        "您已被录用：{offerTitle}",
        "{centre} 选择了您担任“{offerTitle}”，将与您联系入职事宜。",
    ),
    "offer_declined": (
        "申请未成功：{offerTitle}",
        "{centre} 决定不继续您对“{offerTitle}”的申请。",
    ),
    "offer_ended": (
        "工作职位{offerStatus}：{offerTitle}",
        "{centre} 的工作职位“{offerTitle}”现已{offerStatus}。",
    ),
    "ticket_reply": (
        "支持团队回复了工单 {ticketNo}",
        "Relief 支持团队回复了您的工单 {ticketNo}（{subject}）。",
    ),
    "ticket_status": (
        "工单 {ticketNo} 状态：{status}",
        "Relief 支持团队将您的工单 {ticketNo}（{subject}）设为{status}。",
    ),
}

CATALOGUES: dict[Language, dict[str, tuple[str, str]]] = {"en": EN, "zh": ZH}

# Facts shown by their name in the language.
NAMES: dict[Language, dict[str, dict[object, str]]] = {
    "en": {
        "document": {
            "cv": "CV",
            "first_aid": "first aid certificate",
            "police_vetting": "police vetting",
            "registration": "teacher registration",
            "photo_id": "photo ID",
            "vaccine_pass": "vaccination record",
            "transcripts": "academic transcripts",
            "work_eligibility": "proof of your right to work in New Zealand",
            "tax_letter": "IRD number letter",
            "photo": "profile photo",
        },
        "offerStatus": {2: "closed", 3: "filled", 4: "expired"},
        "status": {
            2: "processing",
            3: "waiting",
            4: "review",
            5: "pending",
            6: "resolved",
            7: "closed",
            8: "reopened",
        },
    },
    "zh": {
        "document": {
            "cv": "简历",
            "first_aid": "急救证书",
            "police_vetting": "警方背景审查",
            "registration": "教师注册",
            "photo_id": "带照片的身份证件",
            "vaccine_pass": "疫苗接种记录",
            "transcripts": "学历成绩单",
            "work_eligibility": "新西兰工作资格证明",
            "tax_letter": "IRD 税号信函",
            "photo": "个人照片",
        },
        "offerStatus": {2: "已关闭", 3: "已录满", 4: "已过期"},
        "status": {
            2: "处理中",
            3: "等待您回复",
            4: "审核中",
            5: "待定",
            6: "已解决",
            7: "已关闭",
            8: "已重新打开",
        },
    },
}


def key_of(facts: Facts) -> str:
    variant = facts.variant()
    return facts.kind if variant is None else f"{facts.kind}.{variant}"


def shown_facts(facts: Facts, language: Language) -> dict[str, object]:
    """The facts to put in a template: named facts by their name in the language."""
    values: dict[str, object] = facts.model_dump(exclude={"kind"})
    names = NAMES[language]
    for fact, by_value in names.items():
        if fact in values:
            values[fact] = by_value.get(values[fact], str(values[fact]))
    return values


def word(facts: Facts, language: Language) -> Words:
    """The notice's title and body in `language`."""
    if isinstance(facts, Written):
        return Words(facts.title, facts.body)
    title, body = CATALOGUES[language][key_of(facts)]
    values = shown_facts(facts, language)
    return Words(title.format(**values), body.format(**values))
