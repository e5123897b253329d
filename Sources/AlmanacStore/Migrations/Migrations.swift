import GRDB

/// Numbered, forward-only schema migrations. Each module adds its own file and one line here.
/// PostgreSQL runs the same list: plain DDL is translated by rule; a migration with a trigger, FTS,
/// JSON or date functions, or statements that depend on the data, also needs its PostgreSQL SQL in
/// `PostgresMigrations.blocks` (PostgresBaselineTests and PostgresSchemaTests say when).
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001-foundation", migrate: foundation)
        migrator.registerMigration("0002-tasks", migrate: tasks)
        migrator.registerMigration("0003-prices", migrate: prices)
        migrator.registerMigration("0004-timelines", migrate: timelines)
        migrator.registerMigration("0005-food", migrate: food)
        migrator.registerMigration("0006-system", migrate: system)
        migrator.registerMigration("0007-photos", migrate: photos)
        migrator.registerMigration("0008-task-reminders", migrate: taskReminders)
        migrator.registerMigration("0009-security-log", migrate: securityLog)
        migrator.registerMigration("0010-food-events-by-kind", migrate: foodEventsByKind)
        migrator.registerMigration("0011-numbers-in-range", migrate: { db in try numbersInRange(AppDatabase.store(db)) })
        migrator.registerMigration("0012-area-color-icon", migrate: areaColorIcon)
        migrator.registerMigration("0013-lifts", migrate: lifts)
        migrator.registerMigration("0014-journal", migrate: journal)
        migrator.registerMigration("0015-habits", migrate: habits)
        migrator.registerMigration("0016-task-imports", migrate: taskImports)
        migrator.registerMigration("0017-idempotency", migrate: idempotency)
        migrator.registerMigration("0018-health", migrate: health)
        migrator.registerMigration("0019-lift-defaults", migrate: liftDefaults)
        migrator.registerMigration("0023-load-indexes", migrate: loadIndexes)
        migrator.registerMigration("0024-days-in-range", migrate: daysInRange)
        migrator.registerMigration("0025-timeboxes", migrate: timeboxes)
        migrator.registerMigration("0026-calendars", migrate: calendars)
        migrator.registerMigration("0027-runbooks", migrate: runbooks)
        migrator.registerMigration("0028-task-headings", migrate: taskHeadings)
        migrator.registerMigration("0029-focus-tasks", migrate: focusTasks)
        migrator.registerMigration("0030-pacts", migrate: pacts)
        migrator.registerMigration("0031-plan-feed", migrate: planFeed)
        migrator.registerMigration("0032-pact-links", migrate: pactLinks)
        migrator.registerMigration("0033-practice-feeling", migrate: practiceFeeling)
        migrator.registerMigration("0034-undo-indexes", migrate: undoIndexes)
        migrator.registerMigration("0035-change-log-owner-indexes", migrate: changeLogOwnerIndexes)
        migrator.registerMigration("0036-plan-templates", migrate: planTemplates)
        migrator.registerMigration("0037-task-goal-index", migrate: taskGoalIndex)
        migrator.registerMigration("0038-food-event-figures", migrate: foodEventFigures)
        migrator.registerMigration("0039-food-days", migrate: foodDays)
        migrator.registerMigration("0040-intention-start-seconds", migrate: intentionStartSeconds)
        migrator.registerMigration("0041-food-events-logged", migrate: foodEventsLogged)
        // 0043 and 0044 are PostgreSQL's own (`PostgresMigrations.postgresOnly`).
        migrator.registerMigration("0045-food-day-nutrients", migrate: foodDayNutrients)
        migrator.registerMigration("0046-rated-intentions", migrate: ratedIntentions)
        migrator.registerMigration("0047-block-versions-by-block", migrate: blockVersionsByBlock)
        migrator.registerMigration("0048-food-day-trend", migrate: foodDayTrend)
        return migrator
    }
}

/// Tables exported by `almanac export` (every table with an `owner_id`, parents before
/// children). Each module adds its tables. `day_photos` is not here: its rows are nothing
/// without the files in the data folder, which a JSON export does not carry.
enum ExportedTables {
    static let all: [String] = [
        "task_lists", "task_headings", "tasks", "task_tags", "task_tag_links", "task_checklist_items",
        "price_comparisons", "price_products",
        "timelines", "timeline_events", "timeline_queries",
        "custom_foods", "recipes", "recipe_ingredients", "food_events", "energy_profiles", "nutrient_targets",
        "system_settings", "areas", "weeks", "weekly_goals", "retrospectives", "action_items",
        "plan_blocks", "plan_block_versions", "plan_templates", "plan_template_blocks", "intentions", "distractions",
        "standups", "day_entries",
        "habits", "habit_check_ins", "habit_rest_days",
        "lift_sessions", "lift_sets", "lift_streams", "lift_templates", "lift_defaults",
        "journal_entries", "journal_templates",
        "health_sources", "health_days", "health_imports",
        "calendars",
        "runbook_settings", "runbook_contacts", "runbooks", "runbook_steps", "runbook_uses",
        "pacts", "pact_marks", "practice_sessions",
    ]
}
