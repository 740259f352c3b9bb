#!/bin/bash

__prosc_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__prosc_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__prosc_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__prosc_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_prosc() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    tree|watch|snapshot|inspect|explore|server|screen|scene|window|device|storyboard|vc|nav|tab|page|split|sheet|segue|events|present|dismiss|push|pop|unwind|stats|shutdown|ping|test|record|merge|call|methods|help)
        # Offer subcommand argument completions
        "_prosc_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'tree watch snapshot inspect explore server screen scene window device storyboard vc nav tab page split sheet segue events present dismiss push pop unwind stats shutdown ping test record merge call methods help' -- "${cur}"))
        ;;
    esac
}

_prosc_tree() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tree -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_watch() {
    repeating_flags=()
    non_repeating_flags=(--json --snapshot --restoration --requests --version -h --help)
    repeating_options=(--window --windows --name --names)
    non_repeating_options=(--socket --timeout --count)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window'|'--windows')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion watch -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--name'|'--names')
        __prosc_add_completions -W 'viewDidLoad'$'\n''viewWillAppear'$'\n''viewIsAppearing'$'\n''viewDidAppear'$'\n''viewWillDisappear'$'\n''viewDidDisappear'$'\n''willMoveToParent'$'\n''didMoveToParent'$'\n''prepareForSegue'$'\n''shouldPerformSegue'$'\n''tabBarControllerShouldSelect'$'\n''tabBarControllerDidSelect'$'\n''tabBarControllerShouldSelectTab'$'\n''tabBarControllerDidSelectTab'$'\n''sheetPresentationControllerDidChangeSelectedDetentIdentifier'$'\n''presentationControllerShouldDismiss'$'\n''presentationControllerWillDismiss'$'\n''presentationControllerDidDismiss'$'\n''presentationControllerDidAttemptToDismiss'$'\n''navigationControllerWillShow'$'\n''navigationControllerDidShow'$'\n''pageViewControllerWillTransitionTo'$'\n''pageViewControllerDidFinishAnimating'$'\n''splitViewControllerCollapseSecondary'$'\n''splitViewControllerSeparateSecondary'$'\n''splitViewControllerTopColumnForCollapsing'$'\n''splitViewControllerDisplayModeForExpanding'$'\n''splitViewControllerWillChangeToDisplayMode'$'\n''splitViewControllerWillShowColumn'$'\n''splitViewControllerWillHideColumn'$'\n''splitViewControllerDidShowColumn'$'\n''splitViewControllerDidHideColumn'$'\n''splitViewControllerDidCollapse'$'\n''splitViewControllerDidExpand'$'\n''presentationCompleted'$'\n''dismissalCompleted'$'\n''traitCollectionDidChange'$'\n''viewWillTransitionToSize'$'\n''didReceiveMemoryWarning'$'\n''unwindAction'$'\n''uikitWarning'$'\n''decodeRestorableState'$'\n''applicationFinishedRestoringState'$'\n''windowDidBecomeKey'$'\n''screenDidConnect'$'\n''screenDidDisconnect'$'\n''applicationConfigurationForConnecting'$'\n''sceneWillConnect'$'\n''sceneDidDisconnect'$'\n''sceneWillEnterForeground'$'\n''sceneDidBecomeActive'$'\n''sceneWillResignActive'$'\n''sceneDidEnterBackground'$'\n''applicationDidDiscardSceneSessions'
        return
        ;;
    '--count')
        return
        ;;
    esac
}

_prosc_snapshot() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--svg --profile --socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--svg')
        __prosc_add_completions -o plusdirs -fX '!*.@(svg)'
        return
        ;;
    '--profile')
        __prosc_add_completions -W 'classic'$'\n''modern'
        return
        ;;
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_inspect() {
    repeating_flags=()
    non_repeating_flags=(--allow-remote --drive --open --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --config --listen --timeout --history)
    __prosc_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--socket')
        return
        ;;
    '--config')
        return
        ;;
    '--listen')
        return
        ;;
    '--timeout')
        return
        ;;
    '--history')
        return
        ;;
    esac
}

_prosc_explore() {
    repeating_flags=()
    non_repeating_flags=(--list-code-actions --exhaustive --private-server --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--main --sources --screen --ios --profile --max-depth --max-states --max-repeats --windows --junit --html --socket --timeout --shard --shard-total --repeat --baseline --fail-on)
    __prosc_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--main')
        return
        ;;
    '--sources')
        __prosc_add_completions -d
        return
        ;;
    '--screen')
        return
        ;;
    '--ios')
        __prosc_add_completions -W '12'$'\n''13'$'\n''14'$'\n''15'$'\n''16'$'\n''17'$'\n''18'$'\n''26'
        return
        ;;
    '--profile')
        __prosc_add_completions -W 'classic'$'\n''modern'
        return
        ;;
    '--max-depth')
        return
        ;;
    '--max-states')
        return
        ;;
    '--max-repeats')
        return
        ;;
    '--windows')
        return
        ;;
    '--junit')
        __prosc_add_completions -o plusdirs -fX '!*.@(xml)'
        return
        ;;
    '--html')
        __prosc_add_completions -o plusdirs -fX '!*.@(html)'
        return
        ;;
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--shard')
        return
        ;;
    '--shard-total')
        return
        ;;
    '--repeat')
        return
        ;;
    '--baseline')
        __prosc_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    '--fail-on')
        __prosc_add_completions -W 'new'$'\n''any'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __prosc_add_completions -f
        return
        ;;
    esac
}

_prosc_server() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    hello|ping|stats|shutdown|check-invariants)
        # Offer subcommand argument completions
        "_prosc_server_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'hello ping stats shutdown check-invariants' -- "${cur}"))
        ;;
    esac
}

_prosc_server_hello() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --client --role --ios)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--client')
        return
        ;;
    '--role')
        __prosc_add_completions -W 'driver'$'\n''observer'
        return
        ;;
    '--ios')
        return
        ;;
    esac
}

_prosc_server_ping() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_server_stats() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_server_shutdown() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_server_check-invariants() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_screen() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|connect|disconnect)
        # Offer subcommand argument completions
        "_prosc_screen_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list connect disconnect' -- "${cur}"))
        ;;
    esac
}

_prosc_screen_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_screen_connect() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --name --width --height --scale --size)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--name')
        return
        ;;
    '--width')
        return
        ;;
    '--height')
        return
        ;;
    '--scale')
        return
        ;;
    '--size')
        return
        ;;
    esac
}

_prosc_screen_disconnect() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --screen)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--screen')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion screen disconnect -- --screen "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_scene() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|get|open|close|background|foreground|resize|activity)
        # Offer subcommand argument completions
        "_prosc_scene_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list get open close background foreground resize activity' -- "${cur}"))
        ;;
    esac
}

_prosc_scene_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_scene_get() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --scene)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--scene')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion scene get -- --scene "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_scene_open() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --requestingScene)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--requestingScene')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion scene open -- --requestingScene "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_scene_close() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --scene)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--scene')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion scene close -- --scene "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_scene_background() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --scene)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--scene')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion scene background -- --scene "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_scene_foreground() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --scene)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--scene')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion scene foreground -- --scene "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_scene_resize() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --scene --width --height --size)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--scene')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion scene resize -- --scene "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--width')
        return
        ;;
    '--height')
        return
        ;;
    '--size')
        return
        ;;
    esac
}

_prosc_scene_activity() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=(--userInfo)
    non_repeating_options=(--socket --timeout --scene --activityType --title)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--scene')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion scene activity -- --scene "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--activityType')
        return
        ;;
    '--title')
        return
        ;;
    '--userInfo')
        return
        ;;
    esac
}

_prosc_window() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    create|list|get|set-root|make-key-and-visible|set-traits|set-hidden|destroy)
        # Offer subcommand argument completions
        "_prosc_window_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'create list get set-root make-key-and-visible set-traits set-hidden destroy' -- "${cur}"))
        ;;
    esac
}

_prosc_window_create() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --screen --root --storyboard --identifier --makeKeyAndVisible --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--screen')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window create -- --screen "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--root')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window create -- --root "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--storyboard')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window create -- --storyboard "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--identifier')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window create -- --identifier "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--makeKeyAndVisible')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window create -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_window_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_window_get() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window get -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_window_set-root() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window --vc --queue)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window set-root -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window set-root -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    esac
}

_prosc_window_make-key-and-visible() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window --queue)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window make-key-and-visible -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    esac
}

_prosc_window_set-traits() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window --horizontalSizeClass --verticalSizeClass --queue)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window set-traits -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--horizontalSizeClass')
        __prosc_add_completions -W 'compact'$'\n''regular'
        return
        ;;
    '--verticalSizeClass')
        __prosc_add_completions -W 'compact'$'\n''regular'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    esac
}

_prosc_window_set-hidden() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window --hidden --queue)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window set-hidden -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--hidden')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    esac
}

_prosc_window_destroy() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window --queue)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion window destroy -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    esac
}

_prosc_device() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    rotate|memory-warning)
        # Offer subcommand argument completions
        "_prosc_device_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'rotate memory-warning' -- "${cur}"))
        ;;
    esac
}

_prosc_device_rotate() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --orientation)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--orientation')
        __prosc_add_completions -W 'portrait'$'\n''portraitUpsideDown'$'\n''landscapeLeft'$'\n''landscapeRight'
        return
        ;;
    esac
}

_prosc_device_memory-warning() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_storyboard() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    load|list)
        # Offer subcommand argument completions
        "_prosc_storyboard_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'load list' -- "${cur}"))
        ;;
    esac
}

_prosc_storyboard_load() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --path --name --xml)
    __prosc_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--path')
        __prosc_add_completions -o plusdirs -fX '!*.@(storyboard)'
        return
        ;;
    '--name')
        return
        ;;
    '--xml')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __prosc_add_completions -o plusdirs -fX '!*.@(storyboard)'
        return
        ;;
    esac
}

_prosc_storyboard_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_vc() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    instantiate|create|get|children|set|present|instantiate-and-present|dismiss|pull-down|show|show-detail|instantiate-and-show|instantiate-and-show-detail|add-view|begin-appearance-transition|end-appearance-transition|add-child|remove-from-parent|transition|segues)
        # Offer subcommand argument completions
        "_prosc_vc_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'instantiate create get children set present instantiate-and-present dismiss pull-down show show-detail instantiate-and-show instantiate-and-show-detail add-view begin-appearance-transition end-appearance-transition add-child remove-from-parent transition segues' -- "${cur}"))
        ;;
    esac
}

_prosc_vc_instantiate() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --storyboard --identifier)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--storyboard')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate -- --storyboard "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--identifier')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate -- --identifier "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_create() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=(--children --property)
    non_repeating_options=(--socket --timeout --class --title --properties --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--class')
        return
        ;;
    '--title')
        return
        ;;
    '--properties')
        return
        ;;
    '--children')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc create -- --children "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc create -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--property')
        return
        ;;
    esac
}

_prosc_vc_get() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc get -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc get -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_children() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc children -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc children -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_set() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=(--property)
    non_repeating_options=(--socket --timeout --vc --properties --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc set -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--properties')
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc set -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--property')
        return
        ;;
    esac
}

_prosc_vc_present() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --presenter --vc --animated --style --transition --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--presenter')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc present -- --presenter "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc present -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--style')
        __prosc_add_completions -W 'fullScreen'$'\n''pageSheet'$'\n''formSheet'$'\n''currentContext'$'\n''overFullScreen'$'\n''overCurrentContext'$'\n''popover'$'\n''custom'$'\n''none'$'\n''automatic'
        return
        ;;
    '--transition')
        __prosc_add_completions -W 'coverVertical'$'\n''flipHorizontal'$'\n''crossDissolve'$'\n''partialCurl'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc present -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_instantiate-and-present() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --presenter --storyboard --identifier --animated --style --transition --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--presenter')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-present -- --presenter "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--storyboard')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-present -- --storyboard "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--identifier')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-present -- --identifier "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--style')
        __prosc_add_completions -W 'fullScreen'$'\n''pageSheet'$'\n''formSheet'$'\n''currentContext'$'\n''overFullScreen'$'\n''overCurrentContext'$'\n''popover'$'\n''custom'$'\n''none'$'\n''automatic'
        return
        ;;
    '--transition')
        __prosc_add_completions -W 'coverVertical'$'\n''flipHorizontal'$'\n''crossDissolve'$'\n''partialCurl'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-present -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_dismiss() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc dismiss -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc dismiss -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_pull-down() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --outcome --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc pull-down -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--outcome')
        __prosc_add_completions -W 'finish'$'\n''cancel'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc pull-down -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_show() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --from --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc show -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--from')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc show -- --from "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc show -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_show-detail() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --from --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc show-detail -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--from')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc show-detail -- --from "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc show-detail -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_instantiate-and-show() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --from --storyboard --identifier --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--from')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-show -- --from "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--storyboard')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-show -- --storyboard "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--identifier')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-show -- --identifier "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-show -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_instantiate-and-show-detail() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --from --storyboard --identifier --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--from')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-show-detail -- --from "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--storyboard')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-show-detail -- --storyboard "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--identifier')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-show-detail -- --identifier "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc instantiate-and-show-detail -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_add-view() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --into --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc add-view -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--into')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc add-view -- --into "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc add-view -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_begin-appearance-transition() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --appearing --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc begin-appearance-transition -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--appearing')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc begin-appearance-transition -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_end-appearance-transition() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc end-appearance-transition -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc end-appearance-transition -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_add-child() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=(--steps)
    non_repeating_options=(--socket --timeout --parent --child --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--parent')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc add-child -- --parent "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--child')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc add-child -- --child "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--steps')
        __prosc_add_completions -W 'addChild'$'\n''addView'$'\n''didMove'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc add-child -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_remove-from-parent() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=(--steps)
    non_repeating_options=(--socket --timeout --vc --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc remove-from-parent -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--steps')
        __prosc_add_completions -W 'willMove'$'\n''removeView'$'\n''removeFromParent'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc remove-from-parent -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_transition() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --parent --from --to --duration --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--parent')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc transition -- --parent "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--from')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc transition -- --from "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--to')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc transition -- --to "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--duration')
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc transition -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_vc_segues() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc segues -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion vc segues -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_nav() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    push|instantiate-and-push|pop|pop-to|pop-to-root|set-view-controllers|swipe-back|tap-back)
        # Offer subcommand argument completions
        "_prosc_nav_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'push instantiate-and-push pop pop-to pop-to-root set-view-controllers swipe-back tap-back' -- "${cur}"))
        ;;
    esac
}

_prosc_nav_push() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --nav --vc --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--nav')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav push -- --nav "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav push -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav push -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_nav_instantiate-and-push() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --nav --storyboard --identifier --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--nav')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav instantiate-and-push -- --nav "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--storyboard')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav instantiate-and-push -- --storyboard "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--identifier')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav instantiate-and-push -- --identifier "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav instantiate-and-push -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_nav_pop() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --nav --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--nav')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav pop -- --nav "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav pop -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_nav_pop-to() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --nav --vc --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--nav')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav pop-to -- --nav "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav pop-to -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav pop-to -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_nav_pop-to-root() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --nav --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--nav')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav pop-to-root -- --nav "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav pop-to-root -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_nav_set-view-controllers() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=(--vcs)
    non_repeating_options=(--socket --timeout --nav --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--nav')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav set-view-controllers -- --nav "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--vcs')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav set-view-controllers -- --vcs "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav set-view-controllers -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_nav_swipe-back() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --nav --outcome --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--nav')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav swipe-back -- --nav "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--outcome')
        __prosc_add_completions -W 'finish'$'\n''cancel'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav swipe-back -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_nav_tap-back() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --nav --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--nav')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav tap-back -- --nav "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion nav tap-back -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_tab() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    select|set-view-controllers|tap|tap-more|set-tabs|select-tab|tap-tab)
        # Offer subcommand argument completions
        "_prosc_tab_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'select set-view-controllers tap tap-more set-tabs select-tab tap-tab' -- "${cur}"))
        ;;
    esac
}

_prosc_tab_select() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --tab --index --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--tab')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab select -- --tab "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--index')
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab select -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_tab_set-view-controllers() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=(--vcs)
    non_repeating_options=(--socket --timeout --tab --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--tab')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab set-view-controllers -- --tab "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--vcs')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab set-view-controllers -- --vcs "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab set-view-controllers -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_tab_tap() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --tab --index --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--tab')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab tap -- --tab "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--index')
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab tap -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_tab_tap-more() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --tab --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--tab')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab tap-more -- --tab "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab tap-more -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_tab_set-tabs() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --tab --tabs --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--tab')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab set-tabs -- --tab "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--tabs')
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab set-tabs -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_tab_select-tab() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --tab --identifier --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--tab')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab select-tab -- --tab "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--identifier')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab select-tab -- --identifier "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab select-tab -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_tab_tap-tab() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --tab --identifier --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--tab')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab tap-tab -- --tab "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--identifier')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab tap-tab -- --identifier "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion tab tap-tab -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_page() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    set|swipe)
        # Offer subcommand argument completions
        "_prosc_page_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'set swipe' -- "${cur}"))
        ;;
    esac
}

_prosc_page_set() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=(--vcs --pages)
    non_repeating_options=(--socket --timeout --page --direction --animated --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--page')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion page set -- --page "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--vcs')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion page set -- --vcs "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--direction')
        __prosc_add_completions -W 'forward'$'\n''reverse'
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--pages')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion page set -- --pages "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion page set -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_page_swipe() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --page --direction --outcome --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--page')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion page swipe -- --page "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--direction')
        __prosc_add_completions -W 'forward'$'\n''reverse'
        return
        ;;
    '--outcome')
        __prosc_add_completions -W 'finish'$'\n''cancel'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion page swipe -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_split() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    set-view-controller|show-column|hide-column)
        # Offer subcommand argument completions
        "_prosc_split_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'set-view-controller show-column hide-column' -- "${cur}"))
        ;;
    esac
}

_prosc_split_set-view-controller() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --split --column --vc --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--split')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion split set-view-controller -- --split "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--column')
        __prosc_add_completions -W 'primary'$'\n''supplementary'$'\n''secondary'$'\n''compact'
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion split set-view-controller -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion split set-view-controller -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_split_show-column() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --split --column --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--split')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion split show-column -- --split "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--column')
        __prosc_add_completions -W 'primary'$'\n''supplementary'$'\n''secondary'$'\n''compact'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion split show-column -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_split_hide-column() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --split --column --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--split')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion split hide-column -- --split "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--column')
        __prosc_add_completions -W 'primary'$'\n''supplementary'$'\n''secondary'$'\n''compact'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion split hide-column -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_sheet() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    drag)
        # Offer subcommand argument completions
        "_prosc_sheet_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'drag' -- "${cur}"))
        ;;
    esac
}

_prosc_sheet_drag() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --detent --outcome --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion sheet drag -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--detent')
        return
        ;;
    '--outcome')
        __prosc_add_completions -W 'finish'$'\n''cancel'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion sheet drag -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_segue() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    perform|segues|unwind)
        # Offer subcommand argument completions
        "_prosc_segue_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'perform segues unwind' -- "${cur}"))
        ;;
    esac
}

_prosc_segue_perform() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --source --identifier --segue --sender --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--source')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion segue perform -- --source "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--identifier')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion segue perform -- --identifier "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--segue')
        return
        ;;
    '--sender')
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion segue perform -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_segue_segues() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --vc --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--vc')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion segue segues -- --vc "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion segue segues -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_segue_unwind() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --source --action --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--source')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion segue unwind -- --source "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--action')
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion segue unwind -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_events() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    watch|unsubscribe|sync)
        # Offer subcommand argument completions
        "_prosc_events_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'watch unsubscribe sync' -- "${cur}"))
        ;;
    esac
}

_prosc_events_watch() {
    repeating_flags=()
    non_repeating_flags=(--json --snapshot --restoration --requests --version -h --help)
    repeating_options=(--window --windows --name --names)
    non_repeating_options=(--socket --timeout --count)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window'|'--windows')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion events watch -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--name'|'--names')
        __prosc_add_completions -W 'viewDidLoad'$'\n''viewWillAppear'$'\n''viewIsAppearing'$'\n''viewDidAppear'$'\n''viewWillDisappear'$'\n''viewDidDisappear'$'\n''willMoveToParent'$'\n''didMoveToParent'$'\n''prepareForSegue'$'\n''shouldPerformSegue'$'\n''tabBarControllerShouldSelect'$'\n''tabBarControllerDidSelect'$'\n''tabBarControllerShouldSelectTab'$'\n''tabBarControllerDidSelectTab'$'\n''sheetPresentationControllerDidChangeSelectedDetentIdentifier'$'\n''presentationControllerShouldDismiss'$'\n''presentationControllerWillDismiss'$'\n''presentationControllerDidDismiss'$'\n''presentationControllerDidAttemptToDismiss'$'\n''navigationControllerWillShow'$'\n''navigationControllerDidShow'$'\n''pageViewControllerWillTransitionTo'$'\n''pageViewControllerDidFinishAnimating'$'\n''splitViewControllerCollapseSecondary'$'\n''splitViewControllerSeparateSecondary'$'\n''splitViewControllerTopColumnForCollapsing'$'\n''splitViewControllerDisplayModeForExpanding'$'\n''splitViewControllerWillChangeToDisplayMode'$'\n''splitViewControllerWillShowColumn'$'\n''splitViewControllerWillHideColumn'$'\n''splitViewControllerDidShowColumn'$'\n''splitViewControllerDidHideColumn'$'\n''splitViewControllerDidCollapse'$'\n''splitViewControllerDidExpand'$'\n''presentationCompleted'$'\n''dismissalCompleted'$'\n''traitCollectionDidChange'$'\n''viewWillTransitionToSize'$'\n''didReceiveMemoryWarning'$'\n''unwindAction'$'\n''uikitWarning'$'\n''decodeRestorableState'$'\n''applicationFinishedRestoringState'$'\n''windowDidBecomeKey'$'\n''screenDidConnect'$'\n''screenDidDisconnect'$'\n''applicationConfigurationForConnecting'$'\n''sceneWillConnect'$'\n''sceneDidDisconnect'$'\n''sceneWillEnterForeground'$'\n''sceneDidBecomeActive'$'\n''sceneWillResignActive'$'\n''sceneDidEnterBackground'$'\n''applicationDidDiscardSceneSessions'
        return
        ;;
    '--count')
        return
        ;;
    esac
}

_prosc_events_unsubscribe() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --subscription)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--subscription')
        return
        ;;
    esac
}

_prosc_events_sync() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_present() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window --from --storyboard --animated --style --transition --queue)
    __prosc_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion present -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--from')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion present -- --from "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--storyboard')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion present -- --storyboard "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--style')
        __prosc_add_completions -W 'fullScreen'$'\n''pageSheet'$'\n''formSheet'$'\n''currentContext'$'\n''overFullScreen'$'\n''overCurrentContext'$'\n''popover'$'\n''custom'$'\n''none'$'\n''automatic'
        return
        ;;
    '--transition')
        __prosc_add_completions -W 'coverVertical'$'\n''flipHorizontal'$'\n''crossDissolve'$'\n''partialCurl'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion present -- positional@0 "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_dismiss() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window --animated --queue)
    __prosc_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion dismiss -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion dismiss -- positional@0 "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_push() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --nav --storyboard --animated --queue --window)
    __prosc_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--nav')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion push -- --nav "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--storyboard')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion push -- --storyboard "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion push -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion push -- positional@0 "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_pop() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --window --animated)
    __prosc_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion pop -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--animated')
        __prosc_add_completions -W 'true'$'\n''false'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion pop -- positional@0 "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_unwind() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout --source --action --queue --window)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    '--source')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion unwind -- --source "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    '--action')
        return
        ;;
    '--queue')
        __prosc_add_completions -W 'true'$'\n''false'$'\n''uikit'
        return
        ;;
    '--window')
        __prosc_add_completions -W "$(__prosc_custom_complete ---completion unwind -- --window "${COMP_CWORD}" "$(__prosc_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_prosc_stats() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_shutdown() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_ping() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_test() {
    repeating_flags=()
    non_repeating_flags=(--update --json --version -h --help)
    repeating_options=(--tags --tag --exclude-tags)
    non_repeating_options=(--junit --jobs --shard --shard-total --shard-timings --baseline --repeat --ios --socket --timeout)
    __prosc_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--junit')
        return
        ;;
    '--jobs')
        return
        ;;
    '--shard')
        return
        ;;
    '--shard-total')
        return
        ;;
    '--shard-timings')
        return
        ;;
    '--baseline')
        return
        ;;
    '--repeat')
        return
        ;;
    '--tags'|'--tag')
        return
        ;;
    '--exclude-tags')
        return
        ;;
    '--ios')
        return
        ;;
    '--socket')
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_record() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --config --name --ios --profile --sources --timeout)
    __prosc_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--socket')
        return
        ;;
    '--config')
        return
        ;;
    '--name')
        return
        ;;
    '--ios')
        return
        ;;
    '--profile')
        return
        ;;
    '--sources')
        return
        ;;
    '--timeout')
        return
        ;;
    esac
}

_prosc_merge() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(-o --output --junit --html)
    __prosc_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '-o'|'--output')
        __prosc_add_completions -f
        return
        ;;
    '--junit')
        __prosc_add_completions -o plusdirs -fX '!*.@(xml)'
        return
        ;;
    '--html')
        __prosc_add_completions -o plusdirs -fX '!*.@(html)'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __prosc_add_completions -f
        return
        ;;
    esac
}

_prosc_call() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--socket --timeout)
    __prosc_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--socket')
        __prosc_add_completions -f
        return
        ;;
    '--timeout')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __prosc_add_completions -W 'hello'$'\n''ping'$'\n''server.stats'$'\n''server.shutdown'$'\n''server.checkInvariants'$'\n''screen.list'$'\n''screen.connect'$'\n''screen.disconnect'$'\n''window.create'$'\n''window.list'$'\n''window.get'$'\n''window.setRoot'$'\n''window.makeKeyAndVisible'$'\n''window.setTraits'$'\n''window.setHidden'$'\n''window.destroy'$'\n''scene.list'$'\n''scene.get'$'\n''scene.activate'$'\n''scene.destroy'$'\n''scene.background'$'\n''scene.foreground'$'\n''scene.resize'$'\n''scene.setRestorationActivity'$'\n''device.rotate'$'\n''system.memoryWarning'$'\n''storyboard.load'$'\n''storyboard.list'$'\n''vc.instantiate'$'\n''vc.create'$'\n''vc.get'$'\n''vc.children'$'\n''vc.set'$'\n''vc.present'$'\n''vc.instantiateAndPresent'$'\n''vc.dismiss'$'\n''vc.interactiveDismiss'$'\n''vc.show'$'\n''vc.showDetail'$'\n''vc.instantiateAndShow'$'\n''vc.instantiateAndShowDetail'$'\n''vc.addView'$'\n''vc.beginAppearanceTransition'$'\n''vc.endAppearanceTransition'$'\n''vc.addChild'$'\n''vc.removeFromParent'$'\n''vc.transition'$'\n''nav.push'$'\n''nav.instantiateAndPush'$'\n''nav.pop'$'\n''nav.popTo'$'\n''nav.popToRoot'$'\n''nav.setViewControllers'$'\n''nav.interactivePop'$'\n''tab.select'$'\n''tab.setViewControllers'$'\n''tab.tap'$'\n''tab.tapMore'$'\n''nav.tapBack'$'\n''tab.setTabs'$'\n''tab.selectTab'$'\n''tab.tapTab'$'\n''page.setViewControllers'$'\n''page.swipe'$'\n''split.setViewController'$'\n''split.showColumn'$'\n''split.hideColumn'$'\n''sheet.drag'$'\n''segue.perform'$'\n''vc.segues'$'\n''segue.unwind'$'\n''tree'$'\n''events.subscribe'$'\n''events.unsubscribe'$'\n''sync'
        return
        ;;
    esac
}

_prosc_methods() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options 0
}

_prosc_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __prosc_offer_flags_options -1
}

complete -o filenames -F _prosc prosc
