"""Every staff permission, the admin console's menu tree that carries them,
and the roles an installation starts with.

A permission is a `resource:action` string. Each one sits on exactly one menu
or button of the tree, so that granting a role a menu item grants its
permission; `service.install` adds the items a new version brings and leaves
what staff changed alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from relief.models import MenuType


class Permission(StrEnum):
    overview_read = "overview:read"
    teacher_list = "teacher:list"
    teacher_vet = "teacher:vet"
    teacher_points = "teacher:points"
    teacher_password = "teacher:password"  # noqa: S105 - a permission, not a secret
    centre_list = "centre:list"
    centre_rates = "centre:rates"
    account_enable = "account:enable"
    invoice_list = "invoice:list"
    invoice_pay = "invoice:pay"
    invoice_accounting = "invoice:accounting"
    voucher_list = "voucher:list"
    voucher_issue = "voucher:issue"
    voucher_expire = "voucher:expire"
    review_list = "review:list"
    review_decide = "review:decide"
    ticket_list = "ticket:list"
    ticket_reply = "ticket:reply"
    ticket_status = "ticket:status"
    ticket_assign = "ticket:assign"
    setting_list = "setting:list"
    setting_edit = "setting:edit"
    health_read = "health:read"
    work_retry = "work:retry"
    staff_list = "staff:list"
    staff_edit = "staff:edit"
    role_list = "role:list"
    role_edit = "role:edit"
    menu_list = "menu:list"
    menu_edit = "menu:edit"
    audit_list = "audit:list"
    dictionary_edit = "dictionary:edit"
    message_list = "message:list"
    message_edit = "message:edit"
    message_publish = "message:publish"
    session_list = "session:list"
    session_end = "session:end"
    export_read = "export:read"
    statistics_read = "statistics:read"
    booking_list = "booking:list"
    booking_delete = "booking:delete"
    booking_export = "booking:export"
    booking_cancel = "booking:cancel"
    booking_rematch = "booking:rematch"
    booking_move = "booking:move"
    holiday_list = "holiday:list"
    holiday_edit = "holiday:edit"
    rank_list = "rank:list"
    rank_edit = "rank:edit"
    parity_list = "parity:list"
    parity_edit = "parity:edit"
    version_list = "version:list"
    version_edit = "version:edit"
    faq_list = "faq:list"
    faq_edit = "faq:edit"
    content_list = "content:list"
    content_edit = "content:edit"
    category_list = "category:list"


@dataclass(frozen=True)
class Item:
    """One node of the console's menu tree."""

    type: MenuType
    title: str
    title_zh: str
    permission: Permission | None = None
    icon: str | None = None
    route: str | None = None
    component: str | None = None
    children: tuple[Item, ...] = field(default_factory=tuple)


def directory(title: str, title_zh: str, route: str, icon: str, *children: Item) -> Item:
    return Item(MenuType.directory, title, title_zh, icon=icon, route=route, children=children)


def page(
    title: str, title_zh: str, permission: Permission, route: str, icon: str, *buttons: Item
) -> Item:
    return Item(
        MenuType.menu,
        title,
        title_zh,
        permission=permission,
        icon=icon,
        route=route,
        component=route.strip("/"),
        children=buttons,
    )


def button(title: str, title_zh: str, permission: Permission) -> Item:
    return Item(MenuType.button, title, title_zh, permission=permission)


P = Permission
MENUS: tuple[Item, ...] = (
    page(
        "Dashboard",
        "仪表盘",
        P.overview_read,
        "/dashboard",
        "dashboard",
        button("Download exports", "下载导出文件", P.export_read),
    ),
    directory(
        "Users",
        "用户管理",
        "/users",
        "team",
        page(
            "Teachers",
            "教师",
            P.teacher_list,
            "/users/teachers",
            "user",
            button("Vet teachers", "审核教师", P.teacher_vet),
            button("Switch accounts on and off", "启用或停用账户", P.account_enable),
            button("Adjust teachers' points", "调整教师积分", P.teacher_points),
            button("Reset teachers' passwords", "重置教师密码", P.teacher_password),
        ),
        page(
            "Centres",
            "中心",
            P.centre_list,
            "/users/centres",
            "bank",
            button("Edit centre rates", "编辑中心费率", P.centre_rates),
        ),
        page(
            "Reviews",
            "评价",
            P.review_list,
            "/users/reviews",
            "star",
            button("Approve and disapprove reviews", "批准和驳回评价", P.review_decide),
        ),
    ),
    directory(
        "Money",
        "财务",
        "/money",
        "dollar",
        page(
            "Invoices",
            "发票",
            P.invoice_list,
            "/money/invoices",
            "file-text",
            button("Mark invoices paid", "标记发票已付款", P.invoice_pay),
            button("Export invoices for Xero", "导出发票到 Xero", P.invoice_accounting),
        ),
        page(
            "Vouchers",
            "代金券",
            P.voucher_list,
            "/money/vouchers",
            "gift",
            button("Issue vouchers", "发放代金券", P.voucher_issue),
            button("Expire vouchers early", "提前终止代金券", P.voucher_expire),
        ),
    ),
    directory(
        "Operations",
        "运营管理",
        "/operations",
        "tool",
        page(
            "Holidays",
            "公众假期",
            P.holiday_list,
            "/operations/holidays",
            "calendar",
            button(
                "Add, edit, remove and load holidays", "新增、编辑、删除和载入假期", P.holiday_edit
            ),
        ),
        page(
            "Teacher ranks",
            "教师等级",
            P.rank_list,
            "/operations/ranks",
            "flag",
            button("Edit teacher ranks", "编辑教师等级", P.rank_edit),
        ),
        page(
            "Pay parity steps",
            "薪酬平价标准",
            P.parity_list,
            "/operations/parity",
            "safety",
            button(
                "Add, edit and remove pay parity steps",
                "新增、编辑和删除薪酬平价标准",
                P.parity_edit,
            ),
        ),
        page(
            "App versions",
            "应用版本",
            P.version_list,
            "/operations/versions",
            "mobile",
            button("Add, edit and remove versions", "新增、编辑和删除版本", P.version_edit),
        ),
        page(
            "FAQ",
            "常见问题",
            P.faq_list,
            "/operations/faq",
            "question-circle",
            button("Write, show and remove FAQ entries", "编写、显示和删除常见问题", P.faq_edit),
        ),
    ),
    directory(
        "Content",
        "内容管理",
        "/content",
        "folder",
        page("Categories", "内容分类", P.category_list, "/content/categories", "appstore"),
        page(
            "Articles",
            "文章",
            P.content_list,
            "/content/articles",
            "read",
            button(
                "Write, publish and remove articles and categories",
                "编写、发布和删除文章及分类",
                P.content_edit,
            ),
        ),
    ),
    page("Statistics", "统计", P.statistics_read, "/statistics", "line-chart"),
    page(
        "Bookings",
        "预订管理",
        P.booking_list,
        "/bookings",
        "schedule",
        button(
            "Remove bookings, invites and job records", "删除预订、邀请和工作记录", P.booking_delete
        ),
        button("Export job records", "导出工作记录", P.booking_export),
        button("Cancel bookings for centres", "代中心取消预订", P.booking_cancel),
        button("Run matching again", "重新匹配", P.booking_rematch),
        button("Move job records to another teacher", "将工作记录转给其他教师", P.booking_move),
    ),
    page(
        "Support",
        "客服工单",
        P.ticket_list,
        "/support",
        "customer-service",
        button("Reply to tickets", "回复工单", P.ticket_reply),
        button("Change ticket status", "更改工单状态", P.ticket_status),
        button("Assign tickets", "分派工单", P.ticket_assign),
    ),
    directory(
        "Authority",
        "权限管理",
        "/authority",
        "safety",
        page(
            "Staff",
            "员工",
            P.staff_list,
            "/authority/staff",
            "idcard",
            button("Add and edit staff", "新增和编辑员工", P.staff_edit),
        ),
        page(
            "Roles",
            "角色",
            P.role_list,
            "/authority/roles",
            "solution",
            button("Add, edit and remove roles", "新增、编辑和删除角色", P.role_edit),
        ),
        page(
            "Menus",
            "菜单",
            P.menu_list,
            "/authority/menus",
            "menu",
            button("Add, edit and remove menus", "新增、编辑和删除菜单", P.menu_edit),
        ),
    ),
    directory(
        "System",
        "系统管理",
        "/system",
        "setting",
        page(
            "Settings",
            "系统设置",
            P.setting_list,
            "/system/settings",
            "control",
            button("Change settings", "修改设置", P.setting_edit),
        ),
        page("Operation log", "操作日志", P.audit_list, "/system/audit", "audit"),
        page(
            "Online sessions",
            "在线会话",
            P.session_list,
            "/system/sessions",
            "desktop",
            button("End sessions", "结束会话", P.session_end),
        ),
        page("Dictionaries", "字典", P.dictionary_edit, "/system/dictionaries", "book"),
        page(
            "Messages",
            "系统信息",
            P.message_list,
            "/system/messages",
            "notification",
            button("Write messages", "编写信息", P.message_edit),
            button("Publish messages", "发布信息", P.message_publish),
        ),
        page(
            "Health",
            "运行状况",
            P.health_read,
            "/system/health",
            "heart",
            button("Retry parked work", "重试搁置的任务", P.work_retry),
        ),
    ),
)


@dataclass(frozen=True)
class SeededRole:
    name: str
    level: int
    description: str
    permissions: frozenset[Permission]
    every_permission: bool = False


def reading_permission(permission: str) -> bool:
    """Whether a permission only reads (a `:list` or `:read` one)."""
    return permission.endswith((":list", ":read"))


SEEDED_ROLES: tuple[SeededRole, ...] = (
    SeededRole(
        "Super administrator",
        1,
        "Every permission, including those a later version adds.",
        frozenset(),
        every_permission=True,
    ),
    SeededRole(
        "Operations",
        2,
        "Vetting, centres, bookings and support.",
        frozenset(
            {
                P.overview_read,
                P.teacher_list,
                P.teacher_vet,
                P.teacher_points,
                P.teacher_password,
                P.centre_list,
                P.account_enable,
                P.ticket_list,
                P.ticket_reply,
                P.ticket_status,
                P.ticket_assign,
                P.review_list,
                P.review_decide,
                P.export_read,
                P.statistics_read,
                P.booking_list,
                P.booking_delete,
                P.booking_export,
                P.booking_cancel,
                P.booking_rematch,
                P.booking_move,
                P.holiday_list,
                P.holiday_edit,
                P.rank_list,
                P.parity_list,
            }
        ),
    ),
    SeededRole(
        "Finance",
        2,
        "Invoices, vouchers and statistics.",
        frozenset(
            {
                P.overview_read,
                P.centre_list,
                P.centre_rates,
                P.invoice_list,
                P.invoice_pay,
                P.invoice_accounting,
                P.voucher_list,
                P.voucher_issue,
                P.voucher_expire,
                P.export_read,
                P.statistics_read,
                P.rank_list,
                P.rank_edit,
                P.parity_list,
                P.parity_edit,
            }
        ),
    ),
    SeededRole(
        "Support",
        2,
        "Centres' tickets: replies, states, internal notes and assignment.",
        frozenset(
            {P.overview_read, P.ticket_list, P.ticket_reply, P.ticket_status, P.ticket_assign}
        ),
    ),
    SeededRole(
        "Content",
        2,
        "FAQ, content, app versions, messages and dictionaries.",
        frozenset(
            {
                P.overview_read,
                P.dictionary_edit,
                P.message_list,
                P.message_edit,
                P.message_publish,
                P.export_read,
                P.faq_list,
                P.faq_edit,
                P.category_list,
                P.content_list,
                P.content_edit,
                P.version_list,
                P.version_edit,
            }
        ),
    ),
    SeededRole(
        "Auditor",
        3,
        "Reads everything, changes nothing.",
        frozenset(p for p in Permission if reading_permission(p)),
    ),
)
SUPER_ADMINISTRATOR = SEEDED_ROLES[0].name


def items(tree: tuple[Item, ...] = MENUS) -> list[tuple[Item, Item | None]]:
    """Every item of the tree with its parent, parents first."""
    found: list[tuple[Item, Item | None]] = []

    def walk(nodes: tuple[Item, ...], parent: Item | None) -> None:
        for node in nodes:
            found.append((node, parent))
            walk(node.children, node)

    walk(tree, None)
    return found
