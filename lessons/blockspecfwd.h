// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The names of the typed document (lessons/blockspecs.h) without their definitions: enough for
// lessons/lesson.h to hand out a Block's spec, so that a file that reads a lesson without
// looking at its specs does not compile them (nor Eigen, through core/scale.h).

#include <variant>

namespace lessons {

struct ProseSpec;
struct CodeSpec;
struct CalloutSpec;
struct FormulaSpec;
struct ReferencesSpec;
struct NextSpec;
struct SliderSpec;
struct ToggleSpec;
struct ChoiceSpec;
struct ChartSpec;
struct TableSpec;
struct ReadoutSpec;
struct LabSpec;
struct QuestionSpec;
struct ExplainSpec;
struct QuickCheckSpec;
struct WalkthroughSpec;
struct StepSpec;
struct ConsoleSpec;

// A validated block as the compiler sees it: one alternative per block type that makes a block
// (group closers make none). std::monostate: a block not (yet) validated, such as one built by
// hand in a test. Code past the parser switches on the alternative (std::visit,
// std::get_if), never on Block::type.
using BlockSpec = std::variant<std::monostate, ProseSpec, CodeSpec, CalloutSpec, FormulaSpec,
                               ReferencesSpec, NextSpec, SliderSpec, ToggleSpec, ChoiceSpec,
                               ChartSpec, TableSpec, ReadoutSpec, LabSpec, QuestionSpec,
                               ExplainSpec, QuickCheckSpec, WalkthroughSpec, StepSpec, ConsoleSpec>;

// Where a validated block keeps its spec once built (lessons/schema.cpp).
struct SpecCell;

} // namespace lessons
